import type { Notice } from '@ecg/domain/contracts';
import { stripTitleMarkers } from '@ecg/domain/rules/notices';
import { Dialog } from '@/components/Dialog';
import { NoticeView } from './NoticeView';
import './notices.css';

// Every other screen takes the notice view from here, so the pop-up and the view it shows
// travel as one file, fetched when a notice is due.
export { NoticeView };

/**
 * One notice in a dialog: the forced pop-up of the first unread warning (type 2), or a notice
 * opened from the home. Loaded when one is due, not with the first screen.
 */
export default function NoticePopup({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={stripTitleMarkers(notice.title)}>
      <NoticeView notice={notice} />
    </Dialog>
  );
}
