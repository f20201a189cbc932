import { describe, expect, it } from 'vitest';
import { liftForeignKeys, unquoteName } from './tsql-foreign-keys.logic';

describe('liftForeignKeys', () => {
  it('lifts inline and table-level foreign keys, keeping every other line and column in place', () => {
    const sql = [
      'CREATE TABLE [dbo].[Invoice] (',
      '  [Id] INT IDENTITY(1,1) PRIMARY KEY,',
      '  [CustomerId] INT NOT NULL REFERENCES [dbo].[Customer]([Id]) ON DELETE CASCADE,',
      '  [AgentId] INT,',
      '  CONSTRAINT [FK_Agent] FOREIGN KEY ([AgentId]) REFERENCES [Agent] ([AgentId])',
      ')',
    ].join('\n');
    const lifted = liftForeignKeys(sql);
    expect(lifted.sql.split('\n').map((line) => line.length)).toEqual(sql.split('\n').map((line) => line.length));
    expect(lifted.sql).not.toMatch(/REFERENCES|FOREIGN/i);
    expect(lifted.sql.split('\n')[2]).toMatch(/^ {2}\[CustomerId\] INT NOT NULL +,$/);
    expect(lifted.keys).toEqual([
      { columns: ['AgentId'], referencedTable: 'Agent', referencedColumns: ['AgentId'] },
      { columns: ['CustomerId'], referencedTable: 'Customer', referencedColumns: ['Id'] },
    ]);
  });

  it('leaves SQL without foreign keys alone', () => {
    const sql = 'CREATE TABLE [a] ([id] INT PRIMARY KEY)';
    expect(liftForeignKeys(sql)).toEqual({ sql, keys: [] });
  });
});

describe('unquoteName', () => {
  it.each([
    ['[dbo].[Orders]', 'Orders'],
    ['"public"."orders"', 'orders'],
    ['`shop`.`orders`', 'orders'],
    ['orders', 'orders'],
  ])('%s -> %s', (name, plain) => {
    expect(unquoteName(name)).toBe(plain);
  });
});
