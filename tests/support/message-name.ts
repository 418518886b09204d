import type postgres from 'postgres';

/** A member's name as WhatsApp and SMS carry it (private.plain_message_text: "S.Tr.Kes." → "S. Tr. Kes."). */
export async function messageName(sql: postgres.Sql, fullName: string): Promise<string> {
  const [row] = await sql<{ name: string }[]>`select private.plain_message_text(${fullName}, 100) as name`;
  return row!.name;
}
