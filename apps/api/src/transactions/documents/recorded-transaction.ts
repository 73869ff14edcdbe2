export interface RecordedTransaction {
  id: string;
  reference: string;
  position: string;
}

export interface CorrectedTransaction {
  id: string;
  reference: string;
  position: string;
}
