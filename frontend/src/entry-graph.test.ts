import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What a collector's page load evaluates before the accounts rows show: the entries (main.tsx, early.ts) and the
 * portal chunk (collectors/App.tsx), each with everything it imports statically. Dynamic import() is where the
 * bundle splits, so it is not followed: this is the code the browser must fetch for the accounts page.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    candidate => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
}

/**
 * Static value imports of a file: packages by name (with the names taken from them), local files resolved
 * (type-only imports are erased).
 */
function staticImports(file: string): { files: string[]; packages: string[]; names: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const files: string[] = [];
  const packages: string[] = [];
  const names: string[] = [];
  for (const statement of source.statements) {
    let specifier: string | undefined;
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push(`${specifier}:${(element.propertyName ?? element.name).text}`);
        }
      }
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    }
    if (!specifier) continue;
    const local = resolveLocal(file, specifier);
    if (local) files.push(local);
    else if (!specifier.startsWith('.')) packages.push(specifier);
  }
  return { files, packages, names };
}

function staticGraph(entries: string[]): { files: Set<string>; packages: Set<string>; names: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const names = new Set<string>();
  const queue = entries.map(entry => join(SRC, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const found = staticImports(file);
    found.packages.forEach(name => packages.add(name));
    found.names.forEach(name => names.add(name));
    queue.push(...found.files);
  }
  return { files: new Set([...files].map(file => relative(SRC, file))), packages, names };
}

describe('the collector portal’s first load', () => {
  const graph = staticGraph(['main.tsx', 'early.ts', 'collectors/App.tsx']);

  it('holds no consumer code', () => {
    expect(graph.files.has('routes.tsx')).toBe(true);
    expect([...graph.files].filter(file => file.startsWith('consumer/'))).toEqual([]);
  });

  it('holds the accounts list but not the other portal screens, the account details or the charts', () => {
    expect(graph.files.has('collectors/accounts/AccountsTable.tsx')).toBe(true);
    const screens = [
      'collectors/accounts/AccountDetails.tsx',
      'collectors/accounts/AccountsCharts.tsx',
      'collectors/payouts/PayoutList.tsx',
      'collectors/payouts/ReconciliationPage.tsx',
      'collectors/payout/PaymentOptionsPage.tsx',
      'collectors/settlement-rules/SettlementRuleList.tsx',
      'collectors/users/UsersList.tsx',
      'collectors/disclosures/DisclosureList.tsx',
      'collectors/notifications/NotificationPolicyList.tsx',
      'shared/chat/ChatWidget.tsx',
      // The admin resources' dataProvider methods, which load with their first call.
      'collectors/settlement-rules/rules-data.ts',
      'collectors/users/users-data.ts',
      'collectors/notifications/policies-data.ts',
      'collectors/payout/payout-data.ts',
    ];
    expect(screens.filter(screen => graph.files.has(screen))).toEqual([]);
  });

  it('loads the chart library, the Socket.IO client and react-admin’s default layout only on demand', () => {
    const heavy = [...graph.packages].filter(name => /^@mui\/x-charts|^socket\.io-client$|^@tiptap\//.test(name));
    expect(heavy).toEqual([]);
    // <Admin> and <AdminUI> bring react-admin's own layout, login form (react-hook-form) and auth callback page as
    // their defaults; the portal has its own and mounts AdminContext and CoreAdminUI.
    expect(graph.names.has('react-admin:CoreAdminUI')).toBe(true);
    expect([...graph.names].filter(name => /^(react-admin|ra-ui-materialui):(Admin|AdminUI)$/.test(name))).toEqual([]);
  });
});
