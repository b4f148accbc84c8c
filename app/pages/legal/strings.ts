/** Texts of the legal pages around the documents themselves (spec 02 §2). */
export const LegalText = {
  related: '相关文件',
  serviceAgreementLink: '《服务使用协议》',
  privacyPolicyLink: '《隐私政策》',
} as const;
