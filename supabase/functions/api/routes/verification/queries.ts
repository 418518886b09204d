import type postgres from 'postgres';

// Both lookups are security definer functions that answer for this one code only.

export async function certificateByCode(tx: postgres.TransactionSql, code: string) {
  const [certificate] = await tx`
    select 'certificate' as type, title, issuer, certificate_number as "certificateNumber",
           holder_name as "holderName", issued_on::text as "issuedOn", expires_on::text as "expiresOn", status
    from public.verify_certificate(${code})
  `;
  return certificate;
}

export async function documentByCode(tx: postgres.TransactionSql, code: string) {
  const [document] = await tx`
    select case status when 'valid' then 'document' else 'withdrawn_document' end as type,
           kind as "documentKind", title, holder_name as "holderName", organization_name as "organizationName",
           issued_organization_name as "issuedOrganizationName", issued_on::text as "issuedOn",
           withdrawn_on::text as "withdrawnOn"
    from public.verify_document(${code})
  `;
  return document;
}
