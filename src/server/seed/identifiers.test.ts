import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILE_NAME, openDatabase } from '../db/open';
import { creditCodeIssue, idNumberIssue } from '../../shared/forms/formats';

// Every resident ID number (GB 11643) and unified social credit code (GB 32100) the reference
// server seeds, in every area (units, credit, penalty, services, documents' values, users…), passes
// the shared rules the client and the server check them with: a seeded record the officer opens and
// saves unchanged is never refused for its own demo data.

/** The seeded database's every cell: [table.column or JSON key, text], JSON text walked into. */
function seededTexts(): Array<[string, string]> {
  const dir = mkdtempSync(join(tmpdir(), 'xfjd-ids-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  openDatabase(dir, Date.parse('2026-03-18T06:30:00Z')).close();
  const sqlite = new Database(join(dir, DB_FILE_NAME), { readonly: true });
  const out: Array<[string, string]> = [];
  const walk = (key: string, v: unknown): void => {
    if (typeof v === 'string') {
      const t = v.trim();
      if (/^[[{]/.test(t)) {
        try {
          walk(key, JSON.parse(t));
          return;
        } catch {
          // Not JSON: plain text.
        }
      }
      out.push([key, v]);
    } else if (Array.isArray(v)) for (const x of v) walk(key, x);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(k, x);
  };
  try {
    const tables = sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all() as Array<{ name: string }>;
    for (const { name } of tables)
      for (const row of sqlite.prepare(`SELECT * FROM "${name}"`).all() as Array<
        Record<string, unknown>
      >)
        for (const [column, value] of Object.entries(row)) walk(`${name}.${column}`, value);
  } finally {
    sqlite.close();
  }
  return out;
}

const TEXTS = seededTexts();
const column = (key: string): string => key.slice(key.lastIndexOf('.') + 1).toUpperCase();

/** Columns and JSON keys that hold an ID number or a credit code (the server's and documents' names). */
const ID_KEY = /SFZH|ID_CARD|IDCARD/;
const CREDIT_KEY = /XYDM|CFJGDM/;
/** An ID number anywhere in any text (a birth date 19xx/20xx in digits 7-14), e.g. inside a document's prose. */
const ID_IN_TEXT =
  /(?<![0-9A-Z])\d{6}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![0-9A-Za-z])/g;
/** A credit code anywhere in any text: 18 characters of its alphabet with at least one letter. */
const CREDIT_IN_TEXT = /(?<![0-9A-Z])(?=[0-9A-Z]{0,17}[A-Z])[0-9A-HJ-NP-RTUW-Y]{18}(?![0-9A-Z])/g;

const filled = (pred: (key: string) => boolean): Array<[string, string]> =>
  TEXTS.filter(([k, v]) => pred(column(k)) && v.trim() !== '');

describe('the seed’s ID numbers and credit codes', () => {
  it('every ID number column and key passes GB 11643', () => {
    const ids = filled((c) => ID_KEY.test(c));
    // Credit's individual record, the 询问笔录 and the individual decisions of the documents.
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(ids.map(([, v]) => v)).toContain('150102198003151232');
    for (const [key, value] of ids)
      expect(idNumberIssue(value, '身份证号'), `${key}=${value}`).toBeNull();
  });

  it('every credit code column and key passes GB 32100, 育才小学 included', () => {
    const codes = filled((c) => CREDIT_KEY.test(c));
    // Units, service agencies, credit records, the decisions' TYSHXYDM.
    expect(new Set(codes.map(([, v]) => v)).size).toBeGreaterThanOrEqual(20);
    expect(codes.map(([, v]) => v)).toContain('12150102460012345T');
    for (const [key, value] of codes)
      expect(creditCodeIssue(value, '统一社会信用代码'), `${key}=${value}`).toBeNull();
  });

  it('every ID number and credit code written anywhere else, in prose too, passes', () => {
    const ids = TEXTS.flatMap(([k, v]) => [...v.matchAll(ID_IN_TEXT)].map((m) => [k, m[0]]));
    const codes = TEXTS.flatMap(([k, v]) => [...v.matchAll(CREDIT_IN_TEXT)].map((m) => [k, m[0]]));
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(codes.length).toBeGreaterThanOrEqual(20);
    for (const [key, value] of ids)
      expect(idNumberIssue(value, '身份证号'), `${key}=${value}`).toBeNull();
    for (const [key, value] of codes)
      expect(creditCodeIssue(value, '统一社会信用代码'), `${key}=${value}`).toBeNull();
  });
});
