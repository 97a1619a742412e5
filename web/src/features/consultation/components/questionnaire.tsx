import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/buttons/button';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { consultationQueryKey } from '../api/get-consultation';
import { saveAnswers } from '../api/save-answers';
import { submitConsultation } from '../api/submit-consultation';
import type { AnswerValue, Answers, Consultation, Question } from '../api/consultation-api-types';
import { isAnswered, isShown, missingMessage } from '../lib/question-rules';
import { groupIntoSteps } from '../lib/question-steps';
import { useAutosave } from '../lib/use-autosave';
import { usePhotos } from '../lib/use-photos';
import { PhotoQuestion } from './photo-question';
import { focusQuestion, QuestionField, questionElementId } from './question-field';
import { SaveStatusText } from './save-status';
import styles from './questionnaire.module.css';
import { StepProgress } from '../../../components/feedback/step-progress';

const questionsRoute = getRouteApi('/consultation/$type/questions');

type Errors = Record<string, string>;

export function Questionnaire({ consultation }: { consultation: Consultation }) {
  const { step: stepInAddress = 1 } = questionsRoute.useSearch();
  const navigate = useNavigate({ from: '/consultation/$type/questions' });
  const queryClient = useQueryClient();
  const questions = consultation.questionnaire.questions;

  const [answers, setAnswers] = useState<Answers>(() => consultation.answers ?? {});
  const [errors, setErrors] = useState<Errors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // A question to focus once its screen is drawn (after Next or Submit found a gap).
  const [focusTarget, setFocusTarget] = useState<{ name: string }>();

  const send = useCallback(
    (batch: Answers, options: { keepalive?: boolean }) => saveAnswers(consultation.id, batch, options),
    [consultation.id],
  );
  const autosave = useAutosave(send);
  const photos = usePhotos(consultation.id, consultation.photos ?? {});

  const byName = useMemo(() => new Map(questions.map((question) => [question.name, question])), [questions]);
  const allSteps = useMemo(() => groupIntoSteps(questions), [questions]);
  const steps = allSteps
    .map((step) => step.filter((question) => isShown(question, answers, byName)))
    .filter((step) => step.length > 0);
  const stepCount = Math.max(steps.length, 1);
  const stepIndex = Math.min(Math.max(stepInAddress, 1), stepCount) - 1;
  const current = steps[stepIndex] ?? [];
  const isLast = stepIndex === stepCount - 1;
  // Shown by the buttons as well as at the top: on a phone the top is often scrolled away.
  const saveFailing = autosave.status.state === 'retrying' || autosave.status.state === 'refused';

  const stepLabel = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(stepIndex);
  const { flush } = autosave;
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    // A new screen: save what the last one had, and start reading from the top
    // (unless a question on it is about to take the focus).
    void flush();
    if (!focusTarget) {
      window.scrollTo({ top: 0 });
      stepLabel.current?.focus({ preventScroll: true });
    }
  }, [stepIndex, flush, focusTarget]);

  useEffect(() => {
    // Navigating is asynchronous: wait until the question's screen is drawn.
    if (!focusTarget || !document.getElementById(questionElementId(focusTarget.name))) return;
    focusQuestion(focusTarget.name);
    setFocusTarget(undefined);
  }, [focusTarget, stepIndex]);

  function change(question: Question, value: AnswerValue) {
    setAnswers((existing) => ({ ...existing, [question.name]: value }));
    autosave.change(question.name, value);
    clearError(question.name);
  }

  function clearError(name: string) {
    setErrors((existing) => {
      if (!(name in existing)) return existing;
      const { [name]: _cleared, ...rest } = existing;
      return rest;
    });
    setFormMessage(undefined);
  }

  function goToStep(index: number) {
    void navigate({ search: { step: index > 0 ? index + 1 : undefined } });
  }

  function missingIn(list: readonly Question[]): Errors {
    const missing: Errors = {};
    for (const question of list) {
      if (question.required && !isAnswered(question, answers[question.name], photos.stored(question.name))) {
        missing[question.name] = missingMessage(question);
      }
    }
    return missing;
  }

  /** Marks these questions, opens the screen of the first and puts the focus there. */
  function showErrors(found: Errors, message?: string) {
    setErrors(found);
    setFormMessage(message);
    const first = steps.flat().find((question) => question.name in found);
    if (!first) return;
    const index = steps.findIndex((step) => step.includes(first));
    if (index !== stepIndex) goToStep(index);
    setFocusTarget({ name: first.name });
  }

  function next() {
    const missing = missingIn(current);
    if (Object.keys(missing).length > 0) return showErrors(missing);
    if (photos.uploading(current.map((question) => question.name))) {
      setFormMessage('Please wait until your photos have finished uploading.');
      return;
    }
    setFormMessage(undefined);
    goToStep(stepIndex + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isLast) return next();
    if (submitting) return;
    const shown = steps.flat();
    const missing = missingIn(shown);
    if (Object.keys(missing).length > 0) {
      return showErrors(missing, 'A few questions still need an answer.');
    }
    if (photos.uploading(shown.map((question) => question.name))) {
      setFormMessage('Please wait until your photos have finished uploading.');
      return;
    }
    setSubmitting(true);
    setFormMessage(undefined);
    try {
      if (!(await autosave.flush())) {
        setFormMessage('We couldn’t save your latest answers, so nothing was sent. Please check your connection and try again.');
        return;
      }
      await submitConsultation(consultation.id);
      queryClient.removeQueries({ queryKey: consultationQueryKey(consultation.type) });
      await navigate({ to: '/v2/subscription/result' });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const fieldErrors: Errors = {};
        for (const [name, messages] of Object.entries(error.fields)) {
          if (byName.has(name)) fieldErrors[name] = messages[0] ?? 'Please check this answer.';
        }
        if (Object.keys(fieldErrors).length > 0) {
          showErrors(fieldErrors, 'A few questions still need an answer.');
          return;
        }
      }
      setFormMessage(describeError(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your consultation</p>
        <h1 className={styles.title}>{consultation.title}</h1>
        <div className={styles.meta}>
          <p ref={stepLabel} tabIndex={-1} className={styles.stepLabel}>
            Step {stepIndex + 1} of {stepCount}
          </p>
          <SaveStatusText status={autosave.status} />
        </div>
        <StepProgress label="Consultation progress" min={1} max={stepCount} now={stepIndex + 1} text={`Step ${stepIndex + 1} of ${stepCount}`} filled={(stepIndex + 1) / stepCount} />
      </header>

      <form className={styles.card} noValidate onSubmit={(event) => void submit(event)}>
        {stepIndex === 0 && (
          <p className={styles.intro}>
            It takes about 2 minutes. Your answers are saved as you go and are only seen by our clinical team. Questions
            marked <span className={styles.star}>*</span> need an answer.
          </p>
        )}
        {/* Nothing changes while the answers are being sent. */}
        <div className={styles.questions} inert={submitting}>
          {current.map((question) => (
            <QuestionField
              key={question.name}
              question={question}
              value={answers[question.name]}
              error={errors[question.name]}
              onChange={(value) => change(question, value)}
              onBlur={() => void autosave.flush()}
              photos={
                question.type === 'images' ? (
                  <PhotoQuestion
                    name={question.name}
                    label={question.label}
                    items={photos.items[question.name] ?? []}
                    notices={photos.notices[question.name] ?? []}
                    invalid={question.name in errors}
                    onAdd={(files) => {
                      clearError(question.name);
                      photos.add(question.name, files);
                    }}
                    onRetry={(key) => photos.retry(question.name, key)}
                    onRemove={(key) => photos.remove(question.name, key)}
                  />
                ) : undefined
              }
            />
          ))}
        </div>

        {isLast && (
          <p className={styles.closing}>
            Last step. Once you submit, a UK-registered prescriber reviews your answers and photos before anything is
            prescribed. Next, you’ll see the treatment we suggest.
          </p>
        )}

        {saveFailing && (
          <p className={styles.saveProblem}>
            {autosave.status.state === 'refused'
              ? `Your latest answers are not saved: ${autosave.status.message}`
              : 'We couldn’t save your latest answers yet. We’ll keep trying; please keep this page open.'}
          </p>
        )}

        {formMessage && (
          <p className={styles.formMessage} role="alert">
            {formMessage}
          </p>
        )}

        <div className={styles.actions}>
          {stepIndex > 0 ? (
            <Button kind="text" shape="round" size="large" onClick={() => goToStep(stepIndex - 1)} disabled={submitting}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button kind="primary" shape="round" size="large" htmlType="submit" loading={submitting} className={styles.next}>
            {isLast ? 'Submit' : 'Next'}
          </Button>
        </div>
      </form>
      <p className={styles.privacy}>
        Your answers are confidential and stored securely. A UK-registered prescriber reviews them before anything is
        prescribed.
      </p>
    </div>
  );
}
