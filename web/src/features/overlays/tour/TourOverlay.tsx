import { StatusMessage } from '../../../components/StatusMessage';
import type { OverlayContentProps } from '../overlay-contents';

export default function Placeholder(_props: OverlayContentProps) {
  return <StatusMessage status="loading" />;
}
