/** Placeholder until this page is built (issue 5, in progress). */
import { ComingSoonPage } from '../coming-soon/ComingSoonPage';

export const LearnAnalysisPage = ComingSoonPage;
