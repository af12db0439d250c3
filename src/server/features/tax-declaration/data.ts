import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { taxDeclarations } from '../../db/schema';
import { fieldKeyring, openJsonFields, sealJsonFields } from '../../platform/field-encryption';
import { DECLARATION_IDENTIFIER_PATHS } from '../../platform/encryption-at-rest/identifier-paths';

export async function insertDeclaration(
  db: DbOrTx,
  row: { userId: number; taxYear: number; filename: string; content: Record<string, unknown>; createdAt: Date },
): Promise<number> {
  // The export copies the AHV and tax numbers of the profile: encrypted like the profile's.
  const content = sealJsonFields(fieldKeyring(), row.content, DECLARATION_IDENTIFIER_PATHS);
  const rows = await db.insert(taxDeclarations).values({ ...row, content }).returning({ id: taxDeclarations.id });
  return rows[0]!.id;
}

/** One export of its owner; another user's id finds nothing. */
export async function findDeclarationOfUser(db: DbOrTx, userId: number, id: number) {
  const rows = await db
    .select()
    .from(taxDeclarations)
    .where(and(eq(taxDeclarations.id, id), eq(taxDeclarations.userId, userId)))
    .limit(1);
  return rows[0] && { ...rows[0], content: openJsonFields(fieldKeyring(), rows[0].content, DECLARATION_IDENTIFIER_PATHS) };
}
