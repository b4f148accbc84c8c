import { PermissionCode } from '@core/domain';

/**
 * Either permission opens the class reports: home's class-report icon needs class_report_student, the
 * way there after a homework afterschool_report_student (spec 01 §2, §6).
 */
export const CLASS_REPORT_PERMISSIONS: string[] = [PermissionCode.CLASS_REPORT_STUDENT, PermissionCode.AFTERSCHOOL_REPORT_STUDENT];
