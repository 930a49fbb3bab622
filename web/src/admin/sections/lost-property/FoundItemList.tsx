import { FOUND_ITEM_STATES } from '@ecg/domain/rules/lost-property';
import type { OperatorFoundItem } from '@ecg/domain/contracts/admin-lost-property';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField } from '../../components/fields';
import { Pager } from '../../components/Pager';
import { ReturnDialog } from './ReturnDialog';
import { foundItemsQuery, LOST_PROPERTY_PAGE_SIZE } from './lost-property-query';

interface FoundItemListProps {
  centreName: (id: number) => string;
  onEdit: (item: OperatorFoundItem | 'new') => void;
  onChanged: (message: string) => void;
}

/** The found items, newest found first, those held unless the operator asks for others. */
export function FoundItemList({ centreName, onEdit, onChanged }: FoundItemListProps) {
  const { t } = useTranslation();
  const [state, setState] = useState('held');
  const [page, setPage] = useState(1);
  const [giving, setGiving] = useState<OperatorFoundItem>();
  const items = useQuery(foundItemsQuery(state, page));
  return (
    <section className="panel" aria-labelledby="found-heading">
      <h2 id="found-heading">{t('lostProperty.foundHeading')}</h2>
      <p>
        <button type="button" className="button button--primary" onClick={() => onEdit('new')}>
          {t('lostProperty.register')}
        </button>
      </p>
      <SelectField
        label={t('lostProperty.show')}
        value={state}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
        options={[
          ...FOUND_ITEM_STATES.map((one) => ({
            value: one,
            label: t(`lostProperty.states.${one}`),
          })),
          { value: '', label: t('lostProperty.allItems') },
        ]}
      />
      {items.isPending && <p role="status">{t('app.loading')}</p>}
      {items.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {items.data?.items.length === 0 && <p>{t('lostProperty.noItems')}</p>}
      <ul className="rows">
        {items.data?.items.map((item) => (
          <li key={item.number} className="row">
            <div className="row__text">
              <h3 className="row__title">
                {item.number}{' '}
                <span className={`badge badge--${item.state}`}>
                  {t(`lostProperty.states.${item.state}`)}
                </span>
              </h3>
              <p className="row__meta">
                {t(`lostProperty.categories.${item.category}`)} · {item.placeFound} ·{' '}
                {t('lostProperty.foundOn', { day: item.foundOn })}
              </p>
              <p className="pre-line">{item.description}</p>
              <p className="row__meta">
                {item.state === 'held'
                  ? t('lostProperty.heldAt', {
                      centre: centreName(item.collectPlaceId),
                      day: item.keepUntil,
                    })
                  : [item.returnedAt, item.returnNote].filter(Boolean).join(' · ')}
              </p>
            </div>
            {item.state === 'held' && (
              <div className="row__actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => onEdit(item)}
                  aria-label={t('lostProperty.editNamed', { number: item.number })}
                >
                  {t('lostProperty.edit')}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setGiving(item)}
                  aria-label={t('lostProperty.giveBackNamed', { number: item.number })}
                >
                  {t('lostProperty.giveBack')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {items.data && (
        <Pager
          label={t('lostProperty.pages')}
          page={page}
          total={items.data.total}
          pageSize={LOST_PROPERTY_PAGE_SIZE}
          onPage={setPage}
        />
      )}
      {giving && (
        <ReturnDialog
          number={giving.number}
          onDone={(message) => {
            setGiving(undefined);
            onChanged(message);
          }}
          onClose={() => setGiving(undefined)}
        />
      )}
    </section>
  );
}
