import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { probeCalibrations, probesDueForCalibration, recordProbeCalibration } from './calibration.service.js';
import { ProbeCalibrationType, ProbeDueType, RecordProbeCalibrationInput } from './calibration.types.js';

@Resolver()
export class CalibrationResolver {
  @Query(() => [ProbeCalibrationType], { description: 'The location’s probe calibrations, newest first (at most 200).' })
  probeCalibrations(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
  ): Promise<ProbeCalibrationType[]> {
    return probeCalibrations(em, viewer, locationId);
  }

  @Query(() => [ProbeDueType], { description: 'Active units at the location not calibrated in the last 30 days.' })
  probesDueForCalibration(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
  ): Promise<ProbeDueType[]> {
    return probesDueForCalibration(em, viewer, locationId);
  }

  @Mutation(() => ProbeCalibrationType, { description: 'Records a calibration; out of tolerance opens an equipment_failure corrective action.' })
  recordProbeCalibration(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => RecordProbeCalibrationInput) input: RecordProbeCalibrationInput,
  ): Promise<ProbeCalibrationType> {
    return recordProbeCalibration(em, viewer, input);
  }
}
