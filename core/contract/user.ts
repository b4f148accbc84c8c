/** User info and permissions (spec 01 §3, §7). */
import { z } from '../content/zod';

export const permissionSchema = z.object({ code: z.string(), type: z.number() });

export const userInfoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  nickName: z.string(),
  avatar: z.optional(z.string()),
  disabled: z.boolean(),
  login: z.optional(z.string()),
  userGender: z.optional(z.number()),
  userType: z.number(),
  teachingExperience: z.optional(z.number()),
  permissions: z.array(permissionSchema),
  schools: z.array(
    z.object({
      shortName: z.string(),
      gradeGroups: z.array(z.object({ gradeLevelStr: z.string(), groups: z.array(z.object({ id: z.string(), name: z.string() })) })),
    }),
  ),
});
export type UserInfoResponse = z.infer<typeof userInfoSchema>;

/** GET /api/v1/chronus/user/permissions: the codes, and the full permission objects. */
export const permissionsResponseSchema = z.object({ codes: z.array(z.string()), permissions: z.array(permissionSchema) });
