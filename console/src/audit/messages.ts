/** The audit trail resource's texts (react-admin's resources.audit), Swedish and English with the same keys. */
const en = {
  resources: {
    audit: {
      name: 'Audit entry |||| Audit trail',
      fields: {
        occurredAt: 'Time',
        action: 'Action',
        outcome: 'Outcome',
        userId: 'User',
        role: 'Role',
        targetIds: 'Concerns',
        summary: 'Changed',
        clientAddress: 'Address',
        requestId: 'Request id',
      },
    },
  },
};

const sv: typeof en = {
  resources: {
    audit: {
      name: 'Händelse |||| Händelselogg',
      fields: {
        occurredAt: 'Tid',
        action: 'Åtgärd',
        outcome: 'Utfall',
        userId: 'Användare',
        role: 'Roll',
        targetIds: 'Gäller',
        summary: 'Ändrat',
        clientAddress: 'Adress',
        requestId: 'Anrops-id',
      },
    },
  },
};

export const auditMessages = { sv, en };
