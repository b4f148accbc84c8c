/** The typed activity registry: parse served JSON, grade responses, name boards. */
import { ParseError, jsonPath } from '../content/parse-error';
import { parseWithSchema } from '../content/schema';
import type { GradeContext } from '../grading/answer-record';
import type { AnswerRecord, NormalisedActivityBase } from '../domain';
import { NoSuchTypeError, UnsupportedActivityError } from './errors';
import { PluginRegistry } from './plugin-registry';
import type {
  ActivityPlugin,
  ActivityPluginOf,
  ActivityResponse,
  AnyActivityModel,
  GradeResult,
  ParseOptions,
  RegisteredActivityType,
} from './activity-plugin';

/** The board title of a type without a plugin (spec 01 §2). */
export const UNKNOWN_ACTIVITY_TITLE = '未知的题型';

/** The spoken facts of one activity (ActivityRegistry.speechOf). */
export interface ActivitySpeech {
  scorerType: 1 | 4;
  /** '' when there is nothing to read: the record button then reports 录音文本为空. */
  text: string;
  clipText: string | undefined;
  playsClipWhenCompleted: boolean;
}

/** Each registered type's plugin, in its own types. */
type ActivityPluginsByType = { [T in RegisteredActivityType]: ActivityPluginOf<T> };

export class ActivityRegistry {
  private readonly plugins = new PluginRegistry<number, ActivityPlugin, ActivityPluginsByType>(
    'activity registry',
    (p) => p.type,
    (type) => new UnsupportedActivityError(type),
  );

  register<T extends RegisteredActivityType>(plugin: ActivityPluginOf<T>): this {
    if (plugin.speech && !plugin.answer?.speech) throw new Error(`ActivityType ${plugin.type} has a speech facet but its answer definition has none (the scorer type)`);
    this.plugins.register(plugin);
    return this;
  }

  /** The plugin for a registered type, with its own types; unknown types raise UnSupport parser. */
  get<T extends RegisteredActivityType>(type: T): ActivityPluginOf<T> {
    return this.plugins.get(type);
  }

  /** The plugin of a type known only at run time (a parsed model's), in the base plugin type; undefined if none. */
  pluginOf(type: number): ActivityPlugin | undefined {
    return this.plugins.find(type);
  }

  has(type: number): boolean {
    return this.plugins.has(type);
  }

  /** Every registered type number, in registration order. */
  types(): number[] {
    return this.plugins.keys();
  }

  /** The types the practice player runs (all but the parse-only ones, such as writing evaluation). */
  playerTypes(): number[] {
    return this.plugins.all().filter((p) => p.inPlayer).map((p) => p.type);
  }

  /**
   * Served JSON of any type to its normalised model. A value that is not an activity at all raises a
   * ParseError; a type with no plugin raises 'UnSupport parser for ActivityType N'.
   */
  parse(served: unknown, options?: ParseOptions): AnyActivityModel {
    if (typeof served !== 'object' || served === null || Array.isArray(served)) {
      throw new ParseError('$', 'an activity must be a JSON object');
    }
    const type = (served as { type?: unknown }).type;
    if (typeof type !== 'number') throw new ParseError(jsonPath(['type']), 'is required (expected number)');
    const plugin = this.plugins.find(type);
    if (!plugin) throw new UnsupportedActivityError(type);
    return plugin.parse(served, options) as AnyActivityModel;
  }

  /** Grades a model with a response of its own type. Types without a grader raise 'no such type'. */
  grade<M extends AnyActivityModel>(activity: M, response: ActivityResponse<M['type']>, context?: GradeContext): GradeResult {
    const plugin = this.graderOf((activity as NormalisedActivityBase).type);
    return plugin.grade!(activity, response, context);
  }

  /**
   * Grades a response that has not been checked yet (a case file, a request body): the response is
   * validated against the plugin's schema first, and a bad one is a ParseError at `responsePath`.
   */
  gradeUntrusted(activity: AnyActivityModel, response: unknown, context?: GradeContext, responsePath: readonly PropertyKey[] = ['response']): GradeResult {
    const plugin = this.graderOf((activity as NormalisedActivityBase).type);
    const checked = plugin.responseSchema ? parseWithSchema(plugin.responseSchema, response, responsePath) : response;
    return plugin.grade!(activity, checked, context);
  }

  /** The response a recorded answer of this activity stands for, where its type can tell (plugin.responseOf). */
  recordedResponse(activity: AnyActivityModel, record: AnswerRecord): unknown {
    const plugin = this.plugins.find((activity as NormalisedActivityBase).type);
    return plugin?.responseOf?.(activity as never, record);
  }

  /**
   * The spoken facts of an activity (issue 33): the scorer type, the text the scorer compares the
   * recording with, the answer clip's text. Undefined for types without a record button.
   */
  speechOf(activity: { type: number }): ActivitySpeech | undefined {
    const plugin = this.plugins.find(activity.type);
    const scorerType = plugin?.answer?.speech?.scorerType;
    if (!plugin?.speech || scorerType === undefined) return undefined;
    return {
      scorerType,
      text: plugin.speech.scoringText(activity as never),
      clipText: plugin.speech.clipText(activity as never),
      playsClipWhenCompleted: plugin.speech.playsClipWhenCompleted ?? false,
    };
  }

  /** Whether activities of this type are answered by reading aloud (the microphone check, the record button). */
  isSpoken(type: number): boolean {
    return Boolean(this.plugins.find(type)?.speech);
  }

  /** Where the student's uploaded recording of a spoken answer lives, if it was stored. */
  voiceUriOf(activity: { type: number }, record: { data: unknown } | undefined): string | undefined {
    const answer = this.plugins.find(activity.type)?.answer;
    const variant = (record?.data as Record<string, unknown> | undefined)?.[answer?.answerVariant ?? ''];
    return variant === undefined ? undefined : answer?.speech?.voiceUri(variant as never);
  }

  /** The board title: the activity's own instruction, else its type's default (spec 01 §2). */
  boardTitle(activity: { type: number; instruction?: string }): string {
    if (activity.instruction) return activity.instruction;
    const plugin = this.plugins.find(activity.type);
    return plugin ? plugin.title(activity as never) : UNKNOWN_ACTIVITY_TITLE;
  }

  private graderOf(type: number): ActivityPlugin {
    const plugin = this.plugins.find(type);
    if (!plugin?.grade) throw new NoSuchTypeError(type);
    return plugin;
  }
}
