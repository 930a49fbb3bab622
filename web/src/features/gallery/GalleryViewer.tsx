import type { OpenGallery } from './use-gallery';

export default function Placeholder(_props: { gallery: OpenGallery }) {
  return null;
}
