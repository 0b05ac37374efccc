/**
 * "Train a model": the form (TrainFields), then Train (POST algorithm/train) shows the scores, and Keep (train/save with the
 * same request and "make it current") stores the model. Training takes seconds: a progress bar and Cancel meanwhile.
 * A refusal (422: too few rows …) shows the server's message; field errors (400) show at their fields.
 */
import { Alert, Button, Checkbox, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';
import type { AlgorithmAnswer, ArtifactContainersApi, ArtifactDescriptorAnswer, Option, TrainAnswer } from './artifact-containers-api.js';
import { TrainFields } from './TrainFields.js';
import { TrainResult } from './TrainResult.js';
import { emptyTrainForm, missingFields, withAlgorithm, placeFieldErrors, toTrainRequest, type TrainField, type TrainForm } from './train-request.js';

interface TrainDialogProps {
  api: ArtifactContainersApi;
  ships: Option[];
  algorithms: AlgorithmAnswer[];
  artifacts: ArtifactDescriptorAnswer[];
  /** The ship the list is filtered by, chosen at first. */
  unitId: string | null;
  now?: number;
  onClose(): void;
  onSaved(): void;
}

type Step = 'editing' | 'training' | 'trained' | 'saving';

export function TrainDialog({ api, ships, algorithms, artifacts, unitId, now = Date.now(), onClose, onSaved }: TrainDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [form, setForm] = useState<TrainForm>(() => emptyTrainForm(now, unitId));
  const [step, setStep] = useState<Step>('editing');
  const [answer, setAnswer] = useState<TrainAnswer>();
  const [isCurrent, setCurrent] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<TrainField, string>>>({});
  const [problem, setProblem] = useState<string>();
  const running = useRef<AbortController>(undefined);
  // With a single trainable algorithm (the built-ins have one) there is nothing to choose.
  useEffect(() => {
    if (algorithms.length === 1 && !form.algorithm) setForm((f) => withAlgorithm(f, algorithms[0], artifacts));
  }, [algorithms, artifacts]); // eslint-disable-line react-hooks/exhaustive-deps

  const fail = (error: unknown, back: Step) => {
    setStep(back);
    if ((error as Error).name === 'AbortError') return;
    const placed = error instanceof ApiError ? placeFieldErrors(error.errors) : { fields: {}, unplaced: [] };
    setErrors(placed.fields);
    const isShownAtField = Object.keys(placed.fields).length > 0 && placed.unplaced.length === 0;
    setProblem(isShownAtField ? undefined : (error as Error).message);
  };

  const train = async () => {
    const missing = missingFields(form);
    setErrors(Object.fromEntries(Object.entries(missing).map(([field, key]) => [field, t(key)])));
    setProblem(undefined);
    if (Object.keys(missing).length > 0) return;
    const controller = new AbortController();
    running.current = controller;
    setStep('training');
    try {
      setAnswer(await api.train(toTrainRequest(form), controller.signal));
      setStep('trained');
    } catch (error) {
      fail(error, 'editing');
    }
  };

  const keep = async () => {
    setStep('saving');
    setProblem(undefined);
    try {
      await api.trainAndSave(toTrainRequest(form, isCurrent));
      onSaved();
    } catch (error) {
      fail(error, 'trained');
    }
  };

  const edit = (next: TrainForm) => {
    setForm(next);
    if (step === 'trained') { setStep('editing'); setAnswer(undefined); }
  };
  const cancelTraining = () => { running.current?.abort(); setStep('editing'); };
  const isBusy = step === 'training' || step === 'saving';
  return (
    <Modal opened onClose={() => { running.current?.abort(); onClose(); }} title={t('trainedModels.train.title')} size="xl" fullScreen={isPhone}>
      <Stack gap="md">
        {problem && <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert" title={t('trainedModels.train.failed')}>{problem}</Alert>}
        <TrainFields form={form} onChange={edit} ships={ships} algorithms={algorithms} artifacts={artifacts} errors={errors} isDisabled={isBusy} />
        {step === 'training' && (
          <Stack gap={4} aria-live="polite">
            <Text size="sm">{t('trainedModels.train.training')}</Text>
            <Progress value={100} animated striped aria-label={t('trainedModels.train.training')} />
          </Stack>
        )}
        {answer && (step === 'trained' || step === 'saving') && <TrainResult answer={answer} />}
        <Group justify="flex-end" gap="xs">
          {answer && (step === 'trained' || step === 'saving') && (
            <Checkbox label={t('trainedModels.train.makeCurrent')} checked={isCurrent} onChange={(e) => setCurrent(e.currentTarget.checked)} mr="auto" disabled={isBusy} />
          )}
          {step === 'training'
            ? <Button variant="default" onClick={cancelTraining}>{t('trainedModels.train.cancelTraining')}</Button>
            : <Button variant="default" onClick={onClose} disabled={step === 'saving'}>{t('common.cancel')}</Button>}
          <Button variant={answer ? 'default' : 'filled'} onClick={() => void train()} loading={step === 'training'} disabled={step === 'saving'}>
            {answer ? t('trainedModels.train.trainAgain') : t('trainedModels.train.train')}
          </Button>
          {answer && <Button onClick={() => void keep()} loading={step === 'saving'}>{t('trainedModels.train.keep')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
