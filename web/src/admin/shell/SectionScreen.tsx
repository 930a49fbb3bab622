import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SECTIONS, type AdminSection } from '../sections';
import { useFocusOnArrival } from '../components/use-focus-on-arrival';

/** Each section's screen, loaded the first time it is opened. */
const SCREENS = new Map<string, ComponentType>(
  SECTIONS.map((section) => [section.id, lazy(section.load)]),
);

class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A section: its heading (which takes the focus), then its screen once loaded. */
export function SectionScreen({ section }: { section: AdminSection }) {
  const { t } = useTranslation();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const Screen = SCREENS.get(section.id) as ComponentType;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t(section.titleKey)}
      </h1>
      <LoadFailure fallback={<p role="alert">{t('errors.load')}</p>}>
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <Screen />
        </Suspense>
      </LoadFailure>
    </>
  );
}
