import type { EvidenceGroup } from '../../../shared/videos/schemas';
export type EvidenceFile = EvidenceGroup['children'][number]['children'][number];

/** A file's selection key: its uuid or outMapId where given, else its place in the tree. */
export const fileKey = (gi: number, di: number, fi: number, f: EvidenceFile): string =>
  `${gi}/${di}/${fi}/${f.uuid ?? f.outMapId ?? ''}`;

export type EvidenceBatch = { wh: string; wssyid: string; outMapIds: string[] };

/** The selected files grouped by document, one sync call each; files without outMapId cannot be synced. */
export function evidenceBatches(
  groups: readonly EvidenceGroup[],
  selected: ReadonlySet<string>,
): EvidenceBatch[] {
  const out: EvidenceBatch[] = [];
  groups.forEach((g, gi) =>
    g.children.forEach((d, di) => {
      const ids = d.children
        .filter((f, fi) => selected.has(fileKey(gi, di, fi, f)) && f.outMapId)
        .map((f) => f.outMapId as string);
      if (ids.length > 0 && d.wssyid)
        out.push({ wh: d.wh ?? '', wssyid: d.wssyid, outMapIds: ids });
    }),
  );
  return out;
}
