import { fileURLToPath } from 'node:url';

/** What rolldown's chunking context tells about one module (only what this file reads). */
interface ModuleLinks {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleLinks | null;
}

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const ENTRY = source('main.tsx');
/** codegen's module of every GraphQL document, one module each in the build (graphql-documents-plugin.ts). */
const DOCUMENTS = source('graphql/graphql.ts');
const DOCUMENT_PREFIX = '\0graphql-document:';
const PHONE = source('features/mobile/MobileAppPage.tsx');
/** The manager's first screen, /: the desktop shell and the dashboard. */
const DESKTOP_HOME = [source('layout/AppShell.tsx'), source('features/dashboard/DashboardPage.tsx')];

/** The chunk each module of the phone's first load goes to, or none (automatic chunking). */
type Placement = Map<string, string>;

/**
 * Issue 38: the phone's first load in as few files as it can be, each costing about 1 KB of response
 * headers besides its body. Of the modules the phone app's first screen runs (MobileAppPage and its
 * static imports, the entry's aside): those the desktop's first screen (/) runs as well go to one
 * chunk both load, `first-screens`; those no other screen runs, into the phone app's own chunk; those
 * other desktop screens share are left to automatic chunking, so no desktop screen loads the phone's
 * code. The views and dialogs the phone imports on demand stay chunks of their own.
 */
export function firstLoadChunk(id: string, ctx: ChunkingContext): string | null {
  let placement = placements.get(ctx);
  if (!placement) {
    placement = place(ctx);
    placements.set(ctx, placement);
  }
  return placement.get(id) ?? null;
}

const placements = new WeakMap<ChunkingContext, Placement>();

function place(ctx: ChunkingContext): Placement {
  const entry = staticClosure(ctx, [ENTRY]);
  const phone = staticClosure(ctx, [PHONE]);
  const desktopHome = staticClosure(ctx, DESKTOP_HOME);
  const others = staticClosure(ctx, otherScreens(ctx, entry, closure(ctx, [PHONE], true)));
  const placement: Placement = new Map();
  for (const id of phone) {
    if (entry.has(id)) continue;
    if (desktopHome.has(id)) placement.set(id, 'first-screens');
    else if (!others.has(id)) placement.set(id, 'MobileAppPage');
  }
  return placement;
}

/** Every module loaded on demand, but the desktop home and what the phone app loads (its views and dialogs). */
function otherScreens(ctx: ChunkingContext, entry: Set<string>, phoneApp: Set<string>): string[] {
  const everything = closure(ctx, [...entry], true);
  const targets = [...everything].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  return targets.filter((id) => !phoneApp.has(id) && !DESKTOP_HOME.includes(id));
}

const staticClosure = (ctx: ChunkingContext, roots: readonly string[]) => closure(ctx, roots, false);

/** The modules `roots` import, transitively: statically, or also on demand. */
function closure(ctx: ChunkingContext, roots: readonly string[], onDemand: boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info || id === DOCUMENTS) continue;
    stack.push(...info.importedIds, ...(onDemand ? info.dynamicallyImportedIds : []), ...documentsUsed(info));
  }
  return seen;
}

/**
 * The documents a module uses. Every module imports them through the one module that re-exports them
 * all, so its imports would say that each one needs every document: the names in its code say which.
 */
function documentsUsed(info: ModuleLinks): string[] {
  if (!info.importedIds.includes(DOCUMENTS)) return [];
  return [...new Set(info.code?.match(/\b\w+(Document|FragmentDoc)\b/g) ?? [])].map((name) => `${DOCUMENT_PREFIX}${name}`);
}
