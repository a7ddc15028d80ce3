import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from './env';
import { startStack } from './stack';

export const TYPES_FILE = join(PROJECT_ROOT, 'src', 'types', 'database.ts');
const SCHEMAS = ['public'];

/**
 * Generates `src/types/database.ts` in the shape `supabase gen types typescript` prints, from
 * the catalog of a database built from our migrations alone.
 */
export async function generateDatabaseTypes(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const parts: string[] = [];
    for (const schema of SCHEMAS) parts.push(await schemaTypes(client, schema));
    return render(parts.join('\n'));
  } finally {
    await client.end();
  }
}

/** `npm run db:types`: builds a throw-away database from the migrations and writes the file. */
export async function writeDatabaseTypes() {
  const dataDir = await mkdtemp(join(tmpdir(), 'calcetto-types-'));
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    dataDir,
    seed: false,
    ephemeral: true,
    log: () => {},
  });
  try {
    const text = await generateDatabaseTypes(stack.dbUrl);
    const current = await readFile(TYPES_FILE, 'utf8').catch(() => '');
    if (current !== text) await writeFile(TYPES_FILE, text);
    console.log(current === text ? `${TYPES_FILE} is up to date` : `wrote ${TYPES_FILE}`);
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

interface Column {
  table_name: string;
  column_name: string;
  type_name: string;
  type_schema: string;
  type_type: string;
  elem_name: string | null;
  elem_type: string | null;
  is_array: boolean;
  nullable: boolean;
  has_default: boolean;
  is_identity_always: boolean;
  is_generated: boolean;
  relkind: string;
  updatable: boolean;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  citext: 'string',
  uuid: 'string',
  name: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  bytea: 'string',
  inet: 'string',
  cidr: 'string',
  tsvector: 'string',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

const quote = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function tsType(
  typeName: string,
  typeType: string,
  enums: Map<string, string[]>,
  schema: string,
  typeSchema: string,
): string {
  if (typeType === 'e') {
    return typeSchema === schema ? `Database["${schema}"]["Enums"]["${typeName}"]` : 'string';
  }
  return (
    SCALARS[typeName] ??
    (enums.has(typeName) ? `Database["${schema}"]["Enums"]["${typeName}"]` : 'unknown')
  );
}

async function schemaTypes(client: pg.Client, schema: string): Promise<string> {
  const enumRows = (
    await client.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = $1 group by t.typname order by t.typname`,
      [schema],
    )
  ).rows;
  const enums = new Map(enumRows.map((r) => [r.name, r.labels]));

  const columns = (
    await client.query<Column>(
      `select c.relname as table_name, a.attname as column_name,
              t.typname as type_name, tn.nspname as type_schema, t.typtype as type_type,
              et.typname as elem_name, et.typtype as elem_type, t.typcategory = 'A' as is_array,
              not a.attnotnull as nullable,
              (a.atthasdef or a.attidentity <> '') as has_default,
              a.attidentity = 'a' as is_identity_always,
              a.attgenerated <> '' as is_generated,
              c.relkind::text as relkind,
              (c.relkind in ('r','p') or pg_relation_is_updatable(c.oid, false) & 4 = 4) as updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       join pg_namespace tn on tn.oid = t.typnamespace
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
       where n.nspname = $1 and c.relkind in ('r','p','v','m') and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attname`,
      [schema],
    )
  ).rows;

  const fks = (
    await client.query<{
      table_name: string;
      name: string;
      columns: string[];
      ref_table: string;
      ref_columns: string[];
      one_to_one: boolean;
    }>(
      `select c.relname as table_name, con.conname as name,
              array(select attname from pg_attribute where attrelid = con.conrelid and attnum = any(con.conkey) order by attnum)::text[] as columns,
              rc.relname as ref_table,
              array(select attname from pg_attribute where attrelid = con.confrelid and attnum = any(con.confkey) order by attnum)::text[] as ref_columns,
              exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                      and (i.indkey::int2[])::int2[] @> con.conkey and cardinality(con.conkey) = i.indnatts) as one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       where con.contype = 'f' and n.nspname = $1
       order by c.relname, con.conname`,
      [schema],
    )
  ).rows;

  const functions = (
    await client.query<{
      name: string;
      arg_names: string[] | null;
      arg_types: string[];
      arg_type_types: string[];
      arg_modes: string[] | null;
      num_defaults: number;
      returns_set: boolean;
      ret_type: string;
      ret_typtype: string;
      ret_relname: string | null;
      out_cols: { name: string; type: string; typtype: string }[] | null;
    }>(
      `select p.proname as name, p.proargnames::text[] as arg_names,
              array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, i) join pg_type t on t.oid = u.oid order by i)::text[] as arg_types,
              array(select t.typtype::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, i) join pg_type t on t.oid = u.oid order by i)::text[] as arg_type_types,
              p.proargmodes::text[] as arg_modes, p.pronargdefaults as num_defaults, p.proretset as returns_set,
              rt.typname as ret_type, rt.typtype::text as ret_typtype, rc.relname as ret_relname,
              null::jsonb as out_cols
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r','v','m','p')
       where n.nspname = $1 and p.prokind = 'f'
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         and rt.typname <> 'trigger'
       order by p.proname, p.oid`,
      [schema],
    )
  ).rows;

  const byRelation = new Map<string, Column[]>();
  for (const c of columns)
    byRelation.set(c.table_name, [...(byRelation.get(c.table_name) ?? []), c]);

  const colType = (
    c: Pick<
      Column,
      'type_name' | 'type_type' | 'type_schema' | 'is_array' | 'elem_name' | 'elem_type'
    >,
  ) =>
    c.is_array && c.elem_name
      ? `${tsType(c.elem_name, c.elem_type ?? 'b', enums, schema, c.type_schema)}[]`
      : tsType(c.type_name, c.type_type, enums, schema, c.type_schema);

  const relationships = (table: string) => {
    const items = fks
      .filter((f) => f.table_name === table)
      .map(
        (f) => `          {
            foreignKeyName: ${JSON.stringify(f.name)}
            columns: ${JSON.stringify(f.columns)}
            isOneToOne: ${f.one_to_one}
            referencedRelation: ${JSON.stringify(f.ref_table)}
            referencedColumns: ${JSON.stringify(f.ref_columns)}
          },`,
      );
    return items.length ? `[\n${items.join('\n')}\n        ]` : '[]';
  };

  const relationBlock = (kinds: string[]) => {
    const names = [...byRelation.keys()].filter((n) =>
      kinds.includes(byRelation.get(n)![0].relkind),
    );
    if (!names.length) return '{\n      [_ in never]: never\n    }';
    const blocks = names.map((name) => {
      const cols = byRelation.get(name)!;
      const isTable = ['r', 'p'].includes(cols[0].relkind);
      const row = cols.map(
        (c) =>
          `          ${quote(c.column_name)}: ${colType(c)}${c.nullable || !isTable ? ' | null' : ''}`,
      );
      const lines = [`      ${quote(name)}: {`, '        Row: {', ...row, '        }'];
      if (isTable || cols[0].updatable) {
        const insert = cols.map((c) => {
          if (c.is_identity_always || c.is_generated)
            return `          ${quote(c.column_name)}?: never`;
          const optional = c.nullable || c.has_default || !isTable;
          return `          ${quote(c.column_name)}${optional ? '?' : ''}: ${colType(c)}${c.nullable || !isTable ? ' | null' : ''}`;
        });
        const update = cols.map((c) =>
          c.is_identity_always || c.is_generated
            ? `          ${quote(c.column_name)}?: never`
            : `          ${quote(c.column_name)}?: ${colType(c)}${c.nullable || !isTable ? ' | null' : ''}`,
        );
        lines.push(
          '        Insert: {',
          ...insert,
          '        }',
          '        Update: {',
          ...update,
          '        }',
        );
      }
      lines.push(`        Relationships: ${relationships(name)}`, '      }');
      return lines.join('\n');
    });
    return `{\n${blocks.join('\n')}\n    }`;
  };

  const fnBlocks = new Map<string, string[]>();
  for (const f of functions) {
    const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
    const names = f.arg_names ?? [];
    const inArgs: string[] = [];
    const outCols: string[] = [];
    const inCount = modes.filter((m) => m === 'i' || m === 'b').length;
    let inIndex = 0;
    modes.forEach((mode, i) => {
      const type = f.arg_types[i].startsWith('_')
        ? `${tsType(f.arg_types[i].slice(1), 'b', enums, schema, schema)}[]`
        : tsType(f.arg_types[i], f.arg_type_types[i], enums, schema, schema);
      const name = names[i] || `arg${i}`;
      if (mode === 'i' || mode === 'b') {
        const optional = inIndex >= inCount - f.num_defaults;
        inArgs.push(`${quote(name)}${optional ? '?' : ''}: ${type}`);
        inIndex++;
      }
      if (mode === 'o' || mode === 'b' || mode === 't') outCols.push(`${quote(name)}: ${type}`);
    });
    let returns: string;
    if (outCols.length)
      returns = `{\n            ${outCols.join('\n            ')}\n          }${f.returns_set ? '[]' : ''}`;
    else if (f.ret_relname)
      returns = `Database["${schema}"]["Tables"]["${f.ret_relname}"]["Row"]${f.returns_set ? '[]' : ''}`;
    else {
      const base = f.ret_type.startsWith('_')
        ? `${tsType(f.ret_type.slice(1), 'b', enums, schema, schema)}[]`
        : tsType(f.ret_type, f.ret_typtype, enums, schema, schema);
      returns = f.returns_set ? `${base}[]` : base;
    }
    const args = inArgs.length ? `{ ${inArgs.join('; ')} }` : 'Record<PropertyKey, never>';
    const entry = `{\n          Args: ${args}\n          Returns: ${returns}\n        }`;
    fnBlocks.set(f.name, [...(fnBlocks.get(f.name) ?? []), entry]);
  }
  const fnText = fnBlocks.size
    ? `{\n${[...fnBlocks.entries()].map(([n, e]) => `      ${quote(n)}:\n        | ${e.join('\n        | ')}`).join('\n')}\n    }`
    : '{\n      [_ in never]: never\n    }';

  const enumText = enumRows.length
    ? `{\n${enumRows.map((e) => `      ${quote(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`).join('\n')}\n    }`
    : '{\n      [_ in never]: never\n    }';

  // Views created with our own tables in them: a function returning a view's row type reads it
  // from Views, not Tables.
  const tableText = relationBlock(['r', 'p']);
  const viewText = relationBlock(['v', 'm']);
  const viewNames = new Set(
    [...byRelation.keys()].filter((n) => ['v', 'm'].includes(byRelation.get(n)![0].relkind)),
  );
  const fixedFnText = fnText.replace(/\["Tables"\]\["([^"]+)"\]\["Row"\]/g, (m, rel: string) =>
    viewNames.has(rel) ? `["Views"]["${rel}"]["Row"]` : m,
  );

  return `  ${schema}: {
    Tables: ${tableText}
    Views: ${viewText}
    Functions: ${fixedFnText}
    Enums: ${enumText}
    CompositeTypes: {
      [_ in never]: never
    }
  }`;
}

function render(schemas: string): string {
  return `// Generated by \`npm run db:types\` from supabase/migrations. Do not edit by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
${schemas}
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">
type DefaultSchema = DatabaseWithoutInternals["public"]

export type Tables<T extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])> =
  (DefaultSchema["Tables"] & DefaultSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof DefaultSchema["Tables"]> =
  DefaultSchema["Tables"][T] extends { Insert: infer I } ? I : never

export type TablesUpdate<T extends keyof DefaultSchema["Tables"]> =
  DefaultSchema["Tables"][T] extends { Update: infer U } ? U : never

export type Enums<T extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][T]

export type Functions<T extends keyof DefaultSchema["Functions"]> = DefaultSchema["Functions"][T]
`;
}
