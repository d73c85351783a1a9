import { defineMessages } from 'react-intl';
import type { QrCodeKind } from '@/api/generated/model/qrCodeKind';
import type { QrSource } from '@/api/generated/model/qrSource';
import type { QrTemplate } from '@/api/generated/model/qrTemplate';
import type { PrintFormat, PrintLayout, SheetFormat } from './lib/print/print-spec';
import type { StatisticPeriod } from './lib/statistic-period';

export const qrCodesMessages = defineMessages({
  title: { id: 'qr-codes.title' },
  description: { id: 'qr-codes.list.description' },
  newCode: { id: 'qr-codes.list.new' },
  filter: { id: 'qr-codes.list.filter' },
  filterAll: { id: 'qr-codes.list.filter.all' },
  personal: { id: 'qr-codes.list.personal' },
  emptyTitle: { id: 'qr-codes.list.empty.title' },
  emptyDescription: { id: 'qr-codes.list.empty.description' },
  delete: { id: 'qr-codes.delete' },
  deleteBody: { id: 'qr-codes.delete.body' },
  cancel: { id: 'qr-codes.cancel' },
  backToList: { id: 'qr-codes.detail.back' },
  edit: { id: 'qr-codes.detail.edit' },
  notFoundTitle: { id: 'qr-codes.detail.notFound.title' },
  notFoundDescription: { id: 'qr-codes.detail.notFound.description' },
  details: { id: 'qr-codes.detail.details' },
  kind: { id: 'qr-codes.detail.kind' },
  team: { id: 'qr-codes.detail.team' },
  purpose: { id: 'qr-codes.detail.purpose' },
  limits: { id: 'qr-codes.detail.limits' },
  choices: { id: 'qr-codes.detail.choices' },
  defaultAmount: { id: 'qr-codes.detail.defaultAmount' },
  teamCodeNote: { id: 'qr-codes.detail.teamCodeNote' },
  teamSettings: { id: 'qr-codes.detail.teamSettings' },
  tipPage: { id: 'qr-codes.detail.tipPage' },
  tipPageAddress: { id: 'qr-codes.detail.tipPage.address' },
  openTipPage: { id: 'qr-codes.detail.tipPage.open' },
  files: { id: 'qr-codes.detail.files' },
  filesHint: { id: 'qr-codes.detail.files.hint' },
  downloadPng: { id: 'qr-codes.detail.files.png' },
  downloadSvg: { id: 'qr-codes.detail.files.svg' },
  downloadFailed: { id: 'qr-codes.detail.files.failed' },
  print: { id: 'qr-codes.print.title' },
  printTemplate: { id: 'qr-codes.print.template' },
  printLayout: { id: 'qr-codes.print.layout' },
  printLanguage: { id: 'qr-codes.print.language' },
  printDownload: { id: 'qr-codes.print.download' },
  printFailed: { id: 'qr-codes.print.failed' },
  printHint: { id: 'qr-codes.print.hint' },
  printCallToAction: { id: 'qr-codes.print.callToAction' },
  formNewTitle: { id: 'qr-codes.form.newTitle' },
  formEditTitle: { id: 'qr-codes.form.editTitle' },
  fieldTitle: { id: 'qr-codes.form.title' },
  fieldTitleHint: { id: 'qr-codes.form.title.hint' },
  fieldPurpose: { id: 'qr-codes.form.purpose' },
  fieldTeam: { id: 'qr-codes.form.team' },
  fieldTeamPersonal: { id: 'qr-codes.form.team.personal' },
  fieldTeamHint: { id: 'qr-codes.form.team.hint' },
  fieldLimits: { id: 'qr-codes.form.limits' },
  fieldMin: { id: 'qr-codes.form.min' },
  fieldMax: { id: 'qr-codes.form.max' },
  fieldChoices: { id: 'qr-codes.form.choices' },
  fieldChoicesHint: { id: 'qr-codes.form.choices.hint' },
  addChoice: { id: 'qr-codes.form.choices.add' },
  fieldDefault: { id: 'qr-codes.form.default' },
  fieldDefaultHint: { id: 'qr-codes.form.default.hint' },
  create: { id: 'qr-codes.form.create' },
  save: { id: 'qr-codes.form.save' },
  saved: { id: 'qr-codes.form.saved' },
  titleRequired: { id: 'qr-codes.form.error.titleRequired' },
  titleTooLong: { id: 'qr-codes.form.error.titleTooLong' },
  titleUnprintable: { id: 'qr-codes.form.error.titleUnprintable' },
  amountRequired: { id: 'qr-codes.form.error.amountRequired' },
  minBelowRange: { id: 'qr-codes.form.error.minBelowRange' },
  maxAboveRange: { id: 'qr-codes.form.error.maxAboveRange' },
  maxBelowMin: { id: 'qr-codes.form.error.maxBelowMin' },
  outsideLimits: { id: 'qr-codes.form.error.outsideLimits' },
  choiceRepeated: { id: 'qr-codes.form.error.choiceRepeated' },
  statistic: { id: 'qr-codes.statistic.title' },
  statisticPeriod: { id: 'qr-codes.statistic.period' },
  statisticEmpty: { id: 'qr-codes.statistic.empty' },
  statisticBySource: { id: 'qr-codes.statistic.bySource' },
  bestCode: { id: 'qr-codes.list.best' },
  figuresFailed: { id: 'qr-codes.list.figures.failed' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const qrCodesValueMessages = defineMessages<{
  printCalibration: { length: number };
  deleteCode: { title: string };
  deleteTitle: { title: string };
  deleteFailed: { title: string };
  deleted: { title: string };
  limitsRange: { min: string; max: string };
  rangeHint: { min: string; max: string };
  choice: { number: number };
  removeChoice: { number: number };
  shareText: { name: string };
  preview: { template: string; layout: string };
  qrPreview: { title: string };
  printLeftOut: { characters: string; count: number };
  opensAndTips: { opens: number; tips: number };
  conversion: { percent: string };
  sum: { sum: string };
}>({
  printCalibration: { id: 'qr-codes.print.calibration' },
  deleteCode: { id: 'qr-codes.delete.named' },
  deleteTitle: { id: 'qr-codes.delete.title' },
  deleteFailed: { id: 'qr-codes.delete.failed' },
  deleted: { id: 'qr-codes.delete.done' },
  limitsRange: { id: 'qr-codes.detail.limits.range' },
  rangeHint: { id: 'qr-codes.form.limits.hint' },
  choice: { id: 'qr-codes.form.choice' },
  removeChoice: { id: 'qr-codes.form.choice.remove' },
  shareText: { id: 'qr-codes.detail.tipPage.shareText' },
  preview: { id: 'qr-codes.print.preview' },
  qrPreview: { id: 'qr-codes.list.qrPreview' },
  printLeftOut: { id: 'qr-codes.print.leftOut' },
  opensAndTips: { id: 'qr-codes.statistic.opensTips' },
  conversion: { id: 'qr-codes.statistic.conversion' },
  sum: { id: 'qr-codes.statistic.sum' },
});

export const periodNames = defineMessages({
  7: { id: 'qr-codes.statistic.period.7' },
  30: { id: 'qr-codes.statistic.period.30' },
  90: { id: 'qr-codes.statistic.period.90' },
  365: { id: 'qr-codes.statistic.period.365' },
  all: { id: 'qr-codes.statistic.period.all' },
}) satisfies Record<StatisticPeriod, unknown>;

/** Where opens and tips came from: the print that carried the code, or none known. */
export const sourceNames = defineMessages({
  t: { id: 'qr-codes.source.t' },
  s: { id: 'qr-codes.source.s' },
  l: { id: 'qr-codes.source.l' },
  c: { id: 'qr-codes.source.c' },
  a: { id: 'qr-codes.source.a' },
  f: { id: 'qr-codes.source.f' },
  unknown: { id: 'qr-codes.source.unknown' },
}) satisfies Record<QrSource | 'unknown', unknown>;

export const kindNames = defineMessages({
  PERSONAL: { id: 'qr-codes.kind.personal' },
  MEMBER: { id: 'qr-codes.kind.member' },
  TEAM: { id: 'qr-codes.kind.team' },
  CUSTOM: { id: 'qr-codes.kind.custom' },
}) satisfies Record<QrCodeKind, unknown>;

/** The template menu's names: short, so a phone's menu shows them whole (details under it). */
export const formatNames = defineMessages({
  tableTent: { id: 'qr-codes.template.tableTent' },
  sticker: { id: 'qr-codes.template.sticker' },
  qrCode: { id: 'qr-codes.template.qrCode' },
  card: { id: 'qr-codes.template.card' },
  stickerSheet: { id: 'qr-codes.template.stickerSheet' },
  qrCodeSheet: { id: 'qr-codes.template.qrCodeSheet' },
  cardSheet: { id: 'qr-codes.template.cardSheet' },
}) satisfies Record<PrintFormat, unknown>;

/** A template's size, under the menu. */
export const templateDetails = defineMessages({
  tableTent: { id: 'qr-codes.template.tableTent.details' },
  sticker: { id: 'qr-codes.template.sticker.details' },
  qrCode: { id: 'qr-codes.template.qrCode.details' },
  card: { id: 'qr-codes.template.card.details' },
}) satisfies Record<QrTemplate, unknown>;

/** A sheet's count and size of prints, under the menu. */
export const sheetDetails = defineMessages<{
  stickerSheet: { count: number };
  qrCodeSheet: { count: number };
  cardSheet: { count: number };
}>({
  stickerSheet: { id: 'qr-codes.template.stickerSheet.details' },
  qrCodeSheet: { id: 'qr-codes.template.qrCodeSheet.details' },
  cardSheet: { id: 'qr-codes.template.cardSheet.details' },
}) satisfies Record<SheetFormat, unknown>;

export const layoutNames = defineMessages({
  horizontal: { id: 'qr-codes.layout.horizontal' },
  business: { id: 'qr-codes.layout.business' },
  vertical: { id: 'qr-codes.layout.vertical' },
  sticker: { id: 'qr-codes.layout.sticker' },
}) satisfies Record<PrintLayout, unknown>;

/** Names of the purposes the product knows; another purpose shows the server's title. */
export const purposeNames = defineMessages({
  tips: { id: 'qr-codes.purpose.tips' },
  table: { id: 'qr-codes.purpose.table' },
  delivery: { id: 'qr-codes.purpose.delivery' },
  event: { id: 'qr-codes.purpose.event' },
  donation: { id: 'qr-codes.purpose.donation' },
});
