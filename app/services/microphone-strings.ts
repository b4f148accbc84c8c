/** The texts of the microphone checks at player entry (spec 01 §4 "Microphone checks at player entry", §8). */
import { RecorderMessages } from '@core/services/recorder';

export const MicrophoneMessages = {
  /** No media capture at all (an old system or webview). */
  systemTooOld: '系统版本过低，请升级系统或在设置中开启麦克风权限',
  /** The microphone exists but cannot be opened. */
  needPermission: '需要录音权限',
  /** The brand whose webview cannot read the microphone: recording works in the App. */
  downloadApp: '请下载App使用录音功能',
  unsupported: RecorderMessages.unsupported,
  /** The modal shown when the permission is denied. */
  deniedTitle: '需要录音权限',
  deniedMessage: '请在 系统设置 → 隐私 → 麦克风 中允许浏览器使用麦克风',
} as const;
