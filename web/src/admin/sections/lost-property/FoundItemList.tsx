import { FOUND_ITEM_STATES } from '@ecg/domain/rules/lost-property';
import type { OperatorFoundItem } from '@ecg/domain/contracts/admin-lost-property';
import { useQuery } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/admin/components/fields';
import { useLocalFilter } from '@/admin/components/list-filter';
import { PagedList, RowTitle } from '@/admin/components/PagedList';
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
  const { filter, change } = useLocalFilter({ state: 'held' });
  const [giving, setGiving] = useState<OperatorFoundItem>();
  const items = useQuery(foundItemsQuery(filter));
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
        value={filter.state}
        onChange={(state) => change({ state })}
        options={[
          ...FOUND_ITEM_STATES.map((one) => ({
            value: one,
            label: t(`lostProperty.states.${one}`),
          })),
          { value: '', label: t('lostProperty.allItems') },
        ]}
      />
      <PagedList
        list={items}
        none={t('lostProperty.noItems')}
        pagesLabel={t('lostProperty.pages')}
        page={filter.page}
        pageSize={LOST_PROPERTY_PAGE_SIZE}
        onPage={(page) => change({ page })}
        row={(item) => (
          <>
            <div className="row__text">
              <RowTitle status={item.state} statusName={t(`lostProperty.states.${item.state}`)}>
                {item.number}
              </RowTitle>
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
          </>
        )}
      />
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
