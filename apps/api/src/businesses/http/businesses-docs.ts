export const LIST_EXAMPLE = {
  success: true,
  data: [
    {
      _id: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
      name: 'Ada Stores',
      org: '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c',
      orgEmail: 'hello@adastores.ng',
      role: 'owner',
      isSubBusiness: false,
      parentBusinessId: null,
      current: true,
    },
  ],
};
