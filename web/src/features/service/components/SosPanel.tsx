import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { ChunkErrorBoundary } from '@/components/ChunkErrorBoundary';
import { LinkRow } from '@/components/LinkRow';
import { useOverlayLink } from '@/components/overlay-link';
import { lazyScreen } from '@/lib/lazy-chunk';
import { EMERGENCY_PAGE } from '../emergency-contacts';
import type { PageContacts } from '../hooks/use-page-contacts';
import { SosLocating } from '../sos/SosLocating';

// The position, the township's shapes and the message: fetched when the visitor asks.
const SosShare = lazyScreen(() => import('../sos/SosShare'));

/**
 * SOS: a button that asks for the position, then the way to send it (sos/SosShare.tsx); and
 * the emergency page itself, on what to say when calling.
 */
export function SosPanel({ lang, contacts }: { lang: ContentLang; contacts: PageContacts }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  return (
    <>
      <SosStart lang={lang} calls={contacts.emergency} />
      {contacts.missing ? null : (
        <div className="service-more">
          <LinkRow
            to={overlay({ kind: 'static', ...EMERGENCY_PAGE })}
            title={t('service.emergencyGuide')}
          />
        </div>
      )}
    </>
  );
}

function SosStart({
  lang,
  calls,
}: {
  lang: ContentLang;
  calls: readonly EmergencyContact[] | undefined;
}) {
  const { t } = useTranslation();
  // Each attempt asks the phone again: the first, and every "try again".
  const [attempt, setAttempt] = useState(0);
  if (attempt === 0) {
    return (
      <>
        <button
          type="button"
          className="button button--primary sos-start"
          onClick={() => setAttempt(1)}
        >
          {t('serviceHub.sos.start')}
        </button>
        <p className="service-section__text sos-intro">{t('serviceHub.sos.intro')}</p>
      </>
    );
  }
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<SosLocating />}>
        <SosShare
          attempt={attempt}
          lang={lang}
          calls={calls}
          onRetry={() => setAttempt((previous) => previous + 1)}
        />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
