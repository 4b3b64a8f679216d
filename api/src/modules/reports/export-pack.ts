/** What a due-diligence pack is made of, shared by the request, the job and the download. */
export const EXPORT_FORMATS = ['pdf', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const PACK_TYPE = 'due_diligence_pack';
export const EXPORT_TASK = 'reports.generate_export';
/** One pending job per report: asking twice, or a second process, never makes a second file. */
export const exportJobKey = (reportId: number): string => `report-export:${reportId}`;

/** Stored in `report.parameters`: the range and locations as asked for. */
export interface PackParameters {
  from: string;
  to: string;
  locationIds: number[];
  locationNames: string[];
  /** Who asked, when no person did (an inspector link): the cover names them instead of the report's user. */
  requestedBy?: string;
}

/** The stored file's name: the report's id, so a retried job rewrites the same file. */
export const packFileName = (report: { id: number; format?: string | null }): string => `${report.id}.${report.format === 'pdf' ? 'pdf' : 'zip'}`;

/** The name the browser saves it under. */
export function packDownloadName(report: { format?: string | null; parameters?: unknown }): string {
  const { from, to } = report.parameters as PackParameters;
  const last = new Date(new Date(to).getTime() - 1);
  return `due-diligence-pack-${from.slice(0, 10)}-to-${last.toISOString().slice(0, 10)}.${report.format === 'pdf' ? 'pdf' : 'zip'}`;
}

export const packContentType = (format: string | null | undefined): string => (format === 'pdf' ? 'application/pdf' : 'application/zip');
