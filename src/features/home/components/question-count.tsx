import { formatNumber } from '../../../lib/format-number';
import { useQuestionCount } from '../hooks/use-home-stats';

/** The number of questions in the device's bank; loads with Dexie, after Home's first paint. */
export default function QuestionCount() {
  const count = useQuestionCount();
  return count === undefined ? '…' : formatNumber(count);
}
