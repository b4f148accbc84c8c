/** Users, classes, permissions, stored sign-in data and devices (spec 01 §3, §6; spec 02 §3). */

export const PermissionCode = {
  CLASS_REPORT_STUDENT: 'class_report_student',
  AFTERSCHOOL_REPORT_STUDENT: 'afterschool_report_student',
  ERROR_NOTEBOOK: 'error_notebook',
  WORDBOOK_STUDENT: 'wordbook_student',
} as const;
export type PermissionCode = (typeof PermissionCode)[keyof typeof PermissionCode];

/** Permission type 4 lists the textbooks the user may access. */
export const PERMISSION_TYPE_ACCESSIBLE_TEXTBOOKS = 4;

export interface Permission { code: string; type: number }

/** The fixed Oxford Shanghai edition textbook value and its display name. */
export const SH_OXFORD = 'SH_OXFORD';
export const SH_OXFORD_NAME = '英语（牛津上海版）';

export interface SchoolClass { id: string; name: string }
export interface GradeGroup { gradeLevelStr: string; groups: SchoolClass[] }
export interface School { shortName: string; gradeGroups: GradeGroup[] }

export const UserType = { STUDENT: 1, TEACHER: 2, ADMIN: 3 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export interface UserInfo {
  id: string;
  nickName: string;
  avatar?: string;
  disabled: boolean;
  schools: School[];
  userGender?: number;
  userType: UserType | number;
  teachingExperience?: number;
  permissions: Permission[];
  login?: string;
  userId: string;
}

/** The stored class choice, under storage key `class`. */
export interface StoredClass { userId: string; label: string; groupId: string }

/** The stored login-service result, under storage key `zhixue_authInfo`. */
export interface AuthInfo { accessToken: string; expiresAtSec: number; refreshToken: string }

/**
 * Region. The spec gives two values (sh, other) and a second enumeration 0 and 1 without saying which
 * is which; we chose sh = 0 and other = 1 (README, "Choices where the spec is silent").
 */
export const AreaType = { SH: 'sh', OTHER: 'other' } as const;
export type AreaType = (typeof AreaType)[keyof typeof AreaType];
export const AreaTypeNumber = { sh: 0, other: 1 } as const satisfies Record<AreaType, number>;

export const DeviceKind = {
  ANDROID_APP: 'androidApp',
  IOS_APP: 'iosApp',
  ANDROID: 'android',
  IOS: 'ios',
  OTHER: 'other',
} as const;
export type DeviceKind = (typeof DeviceKind)[keyof typeof DeviceKind];
