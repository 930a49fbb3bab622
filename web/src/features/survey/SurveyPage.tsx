import { SurveyFormPage } from './SurveyFormPage';
import { SurveyList } from './SurveyList';
import '@/components/service-page.css';
import './survey.css';

/**
 * The visitor survey (requirements §2 Service: survey, with back-to-list and submit): the open
 * surveys at /service/survey, one survey's form at /service/survey/form/{id}.
 */
export default function SurveyPage({ bridge, value }: { bridge?: string; value?: string }) {
  if (bridge === 'form' && value !== undefined && /^\d{1,9}$/.test(value)) {
    return <SurveyFormPage surveyId={Number(value)} />;
  }
  return <SurveyList />;
}
