import { getTableConfig } from 'drizzle-orm/sqlite-core';
import type { ServerDb } from '../db/open';
import type { SeedInput } from '../seed/types';
import { postponements, serviceAgencies, suspensions, taskStates, timeRequests } from './tables';
import { DOC_APPROVED, POSTPONEMENT_DOC_TYPE } from '../../shared/actions/constants';

// The task actions' demo data: the technical-service agencies, and the action state the task seeds
// ask for (tasks/seed/*: `act`): registration dates, the running suspension, an approved
// postponement, a stopped case, a not-inspected task and a unit's pending time request.

export const SERVICE_AGENCIES: ReadonlyArray<typeof serviceAgencies.$inferInsert> = [
  {
    id: '1501000301',
    name: '内蒙古安泰消防技术服务有限公司',
    creditCode: '91150100MA0MX3R21N',
    grade: '消防设施维护保养检测',
    contact: '高志远',
    phone: '0471-6915208',
    address: '内蒙古自治区呼和浩特市赛罕区大学东街68号',
  },
  {
    id: '1501000302',
    name: '呼和浩特市青城消防设施检测有限公司',
    creditCode: '91150102MA0N1F5J7M',
    grade: '消防设施维护保养检测',
    contact: '乌云其其格',
    phone: '0471-3326917',
    address: '内蒙古自治区呼和浩特市新城区兴安北路112号',
  },
  {
    id: '1501000303',
    name: '内蒙古北疆消防安全评估有限公司',
    creditCode: '91150105MA0PQ6L43Y',
    grade: '消防安全评估',
    contact: '刘建华',
    phone: '0471-5208863',
    address: '内蒙古自治区呼和浩特市赛罕区敕勒川大街19号',
  },
  {
    id: '1501000304',
    name: '呼和浩特市塞上消防工程技术服务有限公司',
    creditCode: '91150104MA0N8T2W5B',
    grade: '消防设施维护保养检测',
    contact: '张海军',
    phone: '0471-4357192',
    address: '内蒙古自治区呼和浩特市玉泉区南二环路27号',
  },
  {
    id: '1501000305',
    name: '内蒙古恒安消防检测技术有限公司',
    creditCode: '91150100MA0QC7H18Y',
    grade: '消防设施维护保养检测',
    contact: '王晓燕',
    phone: '0471-6280451',
    address: '内蒙古自治区呼和浩特市回民区中山西路58号',
  },
  {
    id: '1502000306',
    name: '包头市鹿城消防技术服务有限公司',
    creditCode: '91150203MA0R2K9N6D',
    grade: '消防设施维护保养检测',
    contact: '赵永刚',
    phone: '0472-5116732',
    address: '内蒙古自治区包头市昆都仑区钢铁大街45号',
  },
  {
    id: '1502000307',
    name: '内蒙古正和消防安全评估有限公司',
    creditCode: '91150202MA0PW5D32L',
    grade: '消防安全评估',
    contact: '李慧敏',
    phone: '0472-2218560',
    address: '内蒙古自治区包头市东河区巴彦塔拉大街88号',
  },
  {
    id: '1301000308',
    name: '石家庄市平安消防设施维保有限公司',
    creditCode: '91130102MA0D6G4L9N',
    grade: '消防设施维护保养检测',
    contact: '孟庆林',
    phone: '0311-86052317',
    address: '河北省石家庄市长安区中山东路311号',
  },
];

export function seedActions(db: ServerDb, { rows }: SeedInput): void {
  // A database made by an earlier build's DDL (db/open.test.ts seeds one) has none of this area's
  // tables; opening it creates them, empty.
  const table = getTableConfig(serviceAgencies).name;
  const exists = db.$client
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table);
  if (!exists) return;
  db.insert(serviceAgencies)
    .values([...SERVICE_AGENCIES])
    .run();
  for (const a of rows.actions) {
    db.insert(taskStates)
      .values({
        rwid: a.rwid,
        registeredOn: a.larq,
        plannedEnd: a.jhjsrq,
        suspendedAt: a.ldspsj,
        suspendReason: a.ldspsj ? a.zzyy : null,
        suspendedDays: a.zzts,
        stopped: a.isstop ? '1' : '0',
        noInspection: a.bjc ? '1' : '0',
        noInspectionReason: a.bjc?.reason ?? null,
        noInspectionText: a.bjc?.text ?? null,
      })
      .run();
    if (a.ldspsj)
      db.insert(suspensions).values({ rwid: a.rwid, suspendedAt: a.ldspsj, reason: a.zzyy }).run();
    if (a.jhjsrq) {
      // The postponement the planned end came from, approved by its approval form (120).
      const doc = rows.documents.find(
        (d) => d.rwid === a.rwid && d.typeId === POSTPONEMENT_DOC_TYPE && d.status === DOC_APPROVED,
      );
      const task = rows.tasks.find((t) => t.rwid === a.rwid);
      db.insert(postponements)
        .values({
          rwid: a.rwid,
          until: a.jhjsrq,
          reason: '案情复杂，需进一步调查取证，申请延长办案期限',
          postponed: '1',
          documentId: doc?.flwsid ?? null,
          requestedAt: doc?.createdAt ?? task?.createdAt ?? a.jhjsrq,
          requestedBy: task?.ownerName ?? '',
          approved: '1',
        })
        .run();
    }
    if (a.yysq)
      db.insert(timeRequests)
        .values({
          rwid: a.rwid,
          applicant: a.yysq.sqr,
          time: a.yysq.time,
          reason: a.yysq.sqyy,
          requestedAt: a.yysq.requestedAt,
        })
        .run();
  }
}
