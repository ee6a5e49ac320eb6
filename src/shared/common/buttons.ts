// Server-driven buttons (spec 02 §2, §3): the task's header and toolbar buttons (btnsList: btnPos,
// btnName, btnType) and a document row's buttons (XGCZ_BUTTONS 相关操作, JBCZ_BUTTONS 基本操作:
// BUTTON_NAME, BUTTON_TYPE). Each area names the button types it handles; src/shared/buttons.ts
// merges them, the client dispatches through one registry and the reference server sends no other.

/** A button type an area handles, with the other spellings province servers use for it. */
export type ButtonDef = {
  readonly type: string;
  /** Other btnType spellings (matched case-insensitively). */
  readonly aliases?: readonly string[];
  /** Button names that identify it when the btnType is unknown (the spec names some buttons only). */
  readonly names?: readonly string[];
};

/** The handled type a server button stands for, or null when no area handles it. */
export function resolveButton<D extends ButtonDef>(
  defs: readonly D[],
  type: string,
  name: string,
): D['type'] | null {
  const exact = defs.find((d) => d.type === type);
  if (exact) return exact.type;
  const lower = type.trim().toLowerCase();
  const byAlias = defs.find(
    (d) => d.type.toLowerCase() === lower || d.aliases?.some((a) => a.toLowerCase() === lower),
  );
  if (byAlias) return byAlias.type;
  const trimmed = name.trim();
  return defs.find((d) => d.names?.some((n) => trimmed === n || trimmed.includes(n)))?.type ?? null;
}
