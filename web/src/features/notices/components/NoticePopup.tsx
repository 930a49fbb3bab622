import { stripTitleMarkers } from '@ecg/domain/rules/notices';
import { Dialog } from '../../../components/Dialog';
import type { NoticesState } from '../hooks/use-notices';
import { NoticeView } from './NoticeView';
import './notices.css';

/** The forced pop-up of the first unread warning (type 2), shown once; loaded when it is due. */
export default function NoticePopup({ state }: { state: NoticesState }) {
  const { popup } = state;
  if (!popup) return null;
  return (
    <Dialog open onClose={state.closePopup} title={stripTitleMarkers(popup.title)}>
      <NoticeView notice={popup} />
    </Dialog>
  );
}
