import { StatusMessage } from '../../components/StatusMessage';

export default function Placeholder() {
  return <StatusMessage status="loading" />;
}
