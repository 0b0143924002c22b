import {
  normalizeReceiptNumber,
  receiptFileProblem,
  RECEIPT_MAX_BYTES,
  TRANSFER_VERIFY_HOURS,
} from './transfer-rules';
import { readFileSync } from 'node:fs';

describe('transfer rules', () => {
  it('accepts operation numbers as banks print them and refuses what cannot be one', () => {
    expect(normalizeReceiptNumber(' op-123456 ')).toBe('OP-123456');
    expect(normalizeReceiptNumber('0012 3456 789')).toBe('0012 3456 789');
    expect(normalizeReceiptNumber('12')).toBeNull();
    expect(normalizeReceiptNumber('!!!!')).toBeNull();
    expect(normalizeReceiptNumber('x'.repeat(41))).toBeNull();
  });

  it('takes PDF and images up to 5 MB as the receipt file', () => {
    expect(receiptFileProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(receiptFileProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES })).toBeNull();
    expect(receiptFileProblem({ type: 'application/zip', size: 10 })).toMatch(/PDF/);
    expect(receiptFileProblem({ type: 'image/jpeg', size: RECEIPT_MAX_BYTES + 1 })).toMatch(/5 MB/);
  });

  it('states the verification time the database applies', () => {
    const sql = readFileSync('supabase/migrations/20261123120000_pagos.sql', 'utf8');
    expect(sql).toContain(`interval '${String(TRANSFER_VERIFY_HOURS)} hours'`);
    expect(sql).toContain("'^[A-Z0-9][A-Z0-9 ./#-]{3,39}$'");
  });
});
