// The prompts `ask` needs, passed in so that the flow is tested with scripted answers.

export interface Choice<T> {
  name: string;
  value: T;
  description?: string;
}

export interface Prompter {
  select<T>(message: string, choices: Choice<T>[]): Promise<T>;
  input(message: string, options?: { default?: string; validate?: (value: string) => string | true }): Promise<string>;
  confirm(message: string, defaultValue?: boolean): Promise<boolean>;
}
