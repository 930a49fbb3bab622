import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Glyph } from '@/components/Glyph';
import { copyText, downloadFile } from '@/lib/copy-text';
import { memberFileName, recoveryCodesText } from '@/lib/members/member-text';
import { StepHeading } from './FocusTargets';

type Said = 'copied' | 'copyFailed' | 'downloaded' | undefined;

/**
 * The ten recovery codes, right after enrolment (docs/members.md): shown this once, never kept
 * on the phone nor shown again (the server keeps only their hashes), with a copy and a text file
 * to save them, and a plain "I have saved them" to go on. The heading takes the focus, so a
 * screen reader starts at what matters most on the page.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState<Said>();
  const fileText = () => recoveryCodesText(t('members.codes.fileHeading'), codes);
  const copy = () => {
    void copyText(codes.join('\n')).then((copied) => setSaid(copied ? 'copied' : 'copyFailed'));
  };
  const download = () => {
    downloadFile(memberFileName('recovery-codes'), fileText(), 'text/plain;charset=utf-8');
    setSaid('downloaded');
  };
  return (
    <section className="member-section member-codes" aria-labelledby="member-codes-title">
      <StepHeading id="member-codes-title" focus>
        {t('members.codes.title')}
      </StepHeading>
      <p>{t('members.codes.why')}</p>
      <p className="member-codes__once">{t('members.codes.once')}</p>
      <ol className="member-codes__list" aria-label={t('members.codes.listName')}>
        {codes.map((code) => (
          <li key={code} className="member-codes__code" translate="no">
            {code}
          </li>
        ))}
      </ol>
      <div className="member-actions">
        <button type="button" className="button member-button" onClick={copy}>
          <Glyph name="copy" />
          {t('members.codes.copy')}
        </button>
        <button type="button" className="button member-button" onClick={download}>
          <Glyph name="download" />
          {t('members.codes.download')}
        </button>
      </div>
      <p className="member-said" role="status">
        {said === undefined
          ? null
          : t(said === 'copyFailed' ? 'members.copyFailed' : `members.codes.${said}`)}
      </p>
      <button type="button" className="form-button" onClick={onDone}>
        {t('members.codes.done')}
      </button>
    </section>
  );
}
