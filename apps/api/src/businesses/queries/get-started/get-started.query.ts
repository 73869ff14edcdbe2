import { Query } from '@nestjs/cqrs';

/** The get-started checklist (spec 000 §2.3, §3): its counters and the progress they make. */
export interface GetStartedView {
  productsCount: number;
  /** Team members other than the owner. */
  membersCount: number;
  /** Bank accounts with an account number (every kept account has one, spec 002 §5). */
  bankAccounts: number;
  /** 1 once the profile has a type of business, an address and a phone (what the shell shows), else 0. */
  profileCount: number;
  readUserGuideCount: number;
  salesCount: number;
  /** The five steps, each worth 20 percent. */
  steps: { products: boolean; teamMembers: boolean; profile: boolean; sales: boolean; bankAccount: boolean };
  /** 0, 20, 40, 60, 80 or 100. */
  progress: number;
}

export class GetStartedQuery extends Query<GetStartedView> {
  constructor(readonly businessId: string) {
    super();
  }
}
