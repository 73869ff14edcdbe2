/** A custom role as the client reads it (spec 000 §3). */
export interface CustomRoleView {
  _id: string;
  roleName: string;
  access: number[];
}
