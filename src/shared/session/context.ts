import { M } from '../messages';
import type { ContextPiece, UserInfo } from './schemas';

// Which parts of the officer's context the login could not find out, and the sentence a feature
// shows when it needs one of them (renderer and main alike).

const PIECE_NAMES: Record<ContextPiece, string> = {
  userId: M.contextPieceUserId,
  realName: M.contextPieceRealName,
  deptId: M.contextPieceDeptId,
  unitId: M.contextPieceUnitId,
  unitName: M.contextPieceUnitName,
  regionCode: M.contextPieceRegionCode,
  policeNumber: M.contextPiecePoliceNumber,
  permissions: M.contextPiecePermissions,
};

/** The officer's words for a piece of the context ('区域单位代码'). */
export const contextPieceName = (piece: ContextPiece): string => PIECE_NAMES[piece];

/**
 * Null when the context has every named piece; else the message for the first one missing:
 * '当前账号缺少区域单位代码（部门信息中没有 regionCode 字段），该功能暂不可用，请联系管理员'.
 */
export function contextGap(
  user: Pick<UserInfo, 'missing'>,
  ...pieces: readonly ContextPiece[]
): string | null {
  for (const piece of pieces) {
    const gap = user.missing?.find((g) => g.piece === piece);
    if (gap) return M.contextUnavailable(contextPieceName(piece), gap.why);
  }
  return null;
}
