import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Edit16Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRoute, useRouter, useTabTitle } from '../../platform/router';
import { EmptyState } from '../../components/EmptyState';
import { PageCard } from '../../components/PageCard';
import { QueryBody } from '../../components/QueryBody';
import type { UnitRecord } from '../../../shared/units/schemas';
import { UNIT_AREAS } from '../../../shared/units/constants';
import { UnitEditDialog } from './UnitEditDialog';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', minWidth: 0 },
  label: { flexShrink: 0, minWidth: '120px', color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  bar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalM },
});

const textOf = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : null;

/** Key units are zddw (JGDWLB 1), the others fzddw; the record's own JGDWLB wins over the link's type. */
export const isKeyUnit = (unit: Pick<UnitRecord, 'JGDWLB'>, type: string | undefined): boolean =>
  unit.JGDWLB !== null ? unit.JGDWLB === '1' : type === 'zddw';

function UnitRecordView({
  unit: u,
  type,
}: {
  unit: UnitRecord;
  type: string | undefined;
}): ReactElement {
  const styles = useStyles();
  const field = (label: string, value: ReactElement | string | null): ReactElement => (
    <div className={styles.item}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value ?? ''}</dd>
    </div>
  );
  const key = isKeyUnit(u, type);
  return (
    <dl className={styles.grid}>
      {field(M.unitName, u.DWMC)}
      {field(M.unitCreditCode, u.TYSHXYDM)}
      {field(M.unitAddress, u.DWDZ)}
      {field(M.unitLegalPerson, u.FDDBR)}
      {field(M.unitPhone, u.LXDH)}
      {field(M.unitOwner, textOf(u.XFAQZRR))}
      {field(M.unitManager, textOf(u.XFAQGLR))}
      {field(
        M.unitArea,
        UNIT_AREAS.find((a) => a.value === textOf(u.XZQH))?.label ?? textOf(u.XZQH),
      )}
      {field(
        `${M.unitLongitude} / ${M.unitLatitude}`,
        u.GIS_X !== undefined && u.GIS_Y !== undefined && u.GIS_X !== null
          ? `${textOf(u.GIS_X)}, ${textOf(u.GIS_Y)}`
          : null,
      )}
      {field(
        M.unitCategory,
        <Badge appearance="tint" color={key ? 'danger' : 'informative'}>
          {key ? M.unitKey : M.unitNonKey}
        </Badge>,
      )}
    </dl>
  );
}

/**
 * Route /xfjd/unitDetail?type=zddw|fzddw&id=<shdwid>&runId[&RWID]: the inspected unit's record;
 * opened from a task (RWID), 编辑单位信息 opens the edit form, whose save is logged on that task.
 */
export function UnitDetailPage(): ReactElement {
  const { query } = useRoute();
  const styles = useStyles();
  const { closeCurrentTab } = useRouter();
  const call = useCall();
  const id = query.id ?? '';
  const runId = query.runId ?? '';
  const RWID = query.RWID ?? '';
  const [editing, setEditing] = useState(false);
  const unit = useQuery({
    queryKey: qk.unit(id),
    queryFn: () => call('units:get', { runId, id }),
    enabled: id !== '' && runId !== '',
  });
  useTabTitle(unit.data?.data.DWMC ?? null);

  return (
    <PageCard
      label={M.unitTitle}
      title={unit.data?.data.DWMC ?? M.unitTitle}
      onBack={closeCurrentTab}
    >
      {id === '' || runId === '' ? (
        <EmptyState text={M.unitNotFound} />
      ) : (
        <QueryBody query={unit}>
          {(d) => (
            <>
              {RWID !== '' ? (
                <div className={styles.bar}>
                  <Button icon={<Edit16Regular />} onClick={() => setEditing(true)}>
                    {M.unitEditButton}
                  </Button>
                </div>
              ) : null}
              <UnitRecordView unit={d.data} type={query.type} />
            </>
          )}
        </QueryBody>
      )}
      {editing ? (
        <UnitEditDialog runId={runId} RWID={RWID} unitId={id} onClose={() => setEditing(false)} />
      ) : null}
    </PageCard>
  );
}
