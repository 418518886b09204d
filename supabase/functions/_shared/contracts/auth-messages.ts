/**
 * The message keys of the auth contract, without zod: the login page shows them without loading
 * the schemas, which it needs only when the form is sent. Texts: the `validation` locale files.
 */
export const authMessages = {
  identifierRequired: 'validation:auth.identifierRequired',
  passwordRequired: 'validation:auth.passwordRequired',
  passwordTooShort: 'validation:auth.passwordTooShort',
  passwordTooLong: 'validation:auth.passwordTooLong',
  passwordCommon: 'validation:auth.passwordCommon',
  passwordSameAsIdentity: 'validation:auth.passwordSameAsIdentity',
  passwordIsIdentityLinkUsed: 'validation:auth.passwordIsIdentityLinkUsed',
  fullNameRequired: 'validation:common.fullNameRequired',
  emailInvalid: 'validation:common.emailInvalid',
  phoneInvalid: 'validation:common.phoneInvalid',
  chapterRequired: 'validation:auth.chapterRequired',
  tokenRequired: 'validation:auth.tokenRequired',
  secondFactorRequired: 'validation:auth.secondFactorRequired',
} as const;
