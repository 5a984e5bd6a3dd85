/** The operator console's catalog (issue 22): the models offered and the plans sold; operators only. */
export const listAdminModels = { method: 'GET', path: '/admin/models' } as const;
export const updateAdminModel = { method: 'PUT', path: '/admin/models/:provider/:model' } as const;
export const listAdminPlans = { method: 'GET', path: '/admin/plans' } as const;
export const updateAdminPlan = { method: 'PUT', path: '/admin/plans/:key' } as const;
