import { useParams } from '@/lib/router';
import { CameraPage } from './CameraPage';
import { LiveTab } from './LiveTab';

/**
 * The Live area, one chunk (requirements §2): the tab at /{lang}/live-camera/, a webcam's page at
 * /{lang}/live-camera/{id}.
 */
export default function LivePage() {
  return useParams().id === undefined ? <LiveTab /> : <CameraPage />;
}
