/** The Chinese texts of the global request handling (spec 01 §8), spelled as the spec spells them. */
export const ApiMessages = {
  tokenExpired: 'token过期',
  forbidden: '此账号权限错误,请退出重试',
  serverError: '服务出错，请重试',
  networkFailed: '网络加载失败，请重试',
} as const;
