import { belongsTo, currentOwner, type RecordOwner } from './record-owner';
import {
  readStored,
  removeStored,
  writeStored,
  type StorageArea,
  type Validator,
} from './typed-storage';

/** Where a record is kept and how long it may stay there untouched. */
export interface KeptRecordRules {
  key: string;
  area: StorageArea;
  maxAgeMs: number;
}

/** A record as stored: its own fields plus when it was written and for whom. */
interface Stamp {
  savedAt: number;
  /** Absent while nobody was known yet (the backend had not said who is signed in). */
  owner?: RecordOwner;
}

export interface KeptRecord<T> {
  value: T;
  savedAt: number;
  owner: RecordOwner | undefined;
}

type Stamped = Stamp & Record<string, unknown>;

const stamped: Validator<Stamped> = {
  safeParse(input) {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return { success: false };
    const record = input as Record<string, unknown>;
    const valid =
      typeof record.savedAt === 'number' &&
      (record.owner === undefined || typeof record.owner === 'string');
    return valid ? { success: true, data: record as Stamped } : { success: false };
  },
};

/**
 * Session records once lived in localStorage, where they outlived the visit: a copy left there
 * by an earlier version of the site is removed whenever the record is touched.
 */
function removeLegacyCopy(rules: KeptRecordRules): void {
  if (rules.area === 'session') removeStored(rules.key, 'local');
}

/** The stamped record, unless it is missing, corrupt, too old or someone else's (then removed). */
function readStamped(rules: KeptRecordRules, now: number, person: RecordOwner | undefined) {
  removeLegacyCopy(rules);
  const record = readStored(rules.key, stamped, rules.area);
  if (!record) return undefined;
  const age = now - record.savedAt;
  // A date in the future is as suspect as an old one: the clock moved or the record was forged.
  if (age < 0 || age > rules.maxAgeMs || !belongsTo(record.owner, person)) {
    removeStored(rules.key, rules.area);
    return undefined;
  }
  return record;
}

/**
 * The record under `rules.key`, validated by `schema` (which also drops the stamp), unless it
 * is missing, corrupt, older than `rules.maxAgeMs` or stored for another person than `person`
 * (by default the person using this tab): those are removed and read as nothing.
 */
export function readKept<T extends object>(
  rules: KeptRecordRules,
  schema: Validator<T>,
  { now = Date.now(), person = currentOwner() }: { now?: number; person?: RecordOwner } = {},
): KeptRecord<T> | undefined {
  const record = readStamped(rules, now, person);
  if (!record) return undefined;
  const value = readStored(rules.key, schema, rules.area);
  return value && { value, savedAt: record.savedAt, owner: record.owner };
}

export function writeKept(
  rules: KeptRecordRules,
  value: object,
  owner: RecordOwner | undefined,
  now = Date.now(),
): boolean {
  removeLegacyCopy(rules);
  return writeStored(rules.key, { ...value, savedAt: now, owner }, rules.area);
}

export function removeKept(rules: KeptRecordRules): void {
  removeLegacyCopy(rules);
  removeStored(rules.key, rules.area);
}

/**
 * The person using the tab is now known: a record of anyone else is removed, and one written
 * before anybody was known becomes theirs (they are the one who was typing).
 */
export function bindKept(rules: KeptRecordRules, person: RecordOwner, now = Date.now()): void {
  const record = readStamped(rules, now, person);
  if (record && record.owner === undefined)
    writeStored(rules.key, { ...record, owner: person }, rules.area);
}
