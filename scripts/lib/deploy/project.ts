/**
 * What the deploy reads from the repository: supabase/config.toml and every Edge Function.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findEdgeFunctions } from '../deno-checks';
import type { EdgeFunctionToDeploy } from './plan';
import { expectsJwtVerification, parseToml, type TomlTable } from '../config-toml';

export interface ProjectFiles {
  config: TomlTable;
  functions: EdgeFunctionToDeploy[];
}

/**
 * Every function folder, with the JWT rule config.toml gives it. The CLI reads config.toml too;
 * the flag is passed anyway so the deployed rule is the file's even if the CLI changes how it
 * reads it. A function the file does not mention keeps the platform's default (JWT checked).
 */
export function readProject(root: string): ProjectFiles {
  const config = parseToml(fs.readFileSync(path.join(root, 'supabase', 'config.toml'), 'utf8'));
  const functions = findEdgeFunctions(path.join(root, 'supabase', 'functions')).map((fn) => ({
    name: fn.name,
    verifyJwt: expectsJwtVerification(config, fn.name),
  }));
  return { config, functions };
}
