/** The result page's evaluation by accuracy (spec 01 §2 "Result page"). */
export function evaluationText(accuracy: number): string {
  if (accuracy >= 100) return '完美无敌';
  if (accuracy >= 80) return '出类拔萃';
  if (accuracy >= 60) return '表现不错';
  return '继续加油';
}
