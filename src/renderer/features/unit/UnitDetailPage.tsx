import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft16Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRoute, useRouter, useTabTitle } from '../../platform/router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { OfflineBanner } from '../../components/OfflineBanner';
import type { UnitRecord } from '../../../shared/units/schemas';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}` },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow2 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`, margin: 0 },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', minWidth: 0 },
  label: { flexShrink: 0, minWidth: '120px', color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** Key units are zddw (JGDWLB 1), the others fzddw; the record's own JGDWLB wins over the link's type. */
export const isKeyUnit = (unit: Pick<UnitRecord, 'JGDWLB'>, type: string | undefined): boolean =>
  unit.JGDWLB !== null ? unit.JGDWLB === '1' : type === 'zddw';

/** Route /xfjd/unitDetail?type=zddw|fzddw&id=<shdwid>&runId: the inspected unit's record. */
export function UnitDetailPage(): ReactElement {
  const styles = useStyles();
  const { query } = useRoute();
  const { closeCurrentTab } = useRouter();
  const call = useCall();
  const id = query.id ?? '';
  const runId = query.runId ?? '';
  const unit = useQuery({ queryKey: qk.unit(id), queryFn: () => call('units:get', { runId, id }), enabled: id !== '' && runId !== '' });
  useTabTitle(unit.data?.data.DWMC ?? null);

  let body: ReactElement;
  if (id === '' || runId === '') body = <EmptyState text={M.unitNotFound} />;
  else if (unit.isError) body = <ErrorState error={unit.error} onRetry={() => void unit.refetch()} retrying={unit.isFetching} />;
  else if (!unit.data) body = <LoadingState />;
  else {
    const u = unit.data.data;
    const field = (label: string, value: ReactElement | string | null): ReactElement => (
      <div className={styles.item}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value ?? ''}</dd>
      </div>
    );
    const key = isKeyUnit(u, query.type);
    body = (
      <>
        <OfflineBanner source={unit.data.source} updatedAt={unit.data.updatedAt} />
        <dl className={styles.grid}>
          {field(M.unitName, u.DWMC)}
          {field(M.unitCreditCode, u.TYSHXYDM)}
          {field(M.unitAddress, u.DWDZ)}
          {field(M.unitLegalPerson, u.FDDBR)}
          {field(M.unitPhone, u.LXDH)}
          {field(
            M.unitCategory,
            <Badge appearance="tint" color={key ? 'danger' : 'informative'}>
              {key ? M.unitKey : M.unitNonKey}
            </Badge>,
          )}
        </dl>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={M.unitTitle}>
        <div className={styles.head}>
          <Text as="h1" size={500} weight="semibold">
            {unit.data?.data.DWMC ?? M.unitTitle}
          </Text>
          <Button icon={<ArrowLeft16Regular />} onClick={closeCurrentTab}>
            {M.back}
          </Button>
        </div>
        {body}
      </section>
    </div>
  );
}
