import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveClassName, nextClassName, tableNameOf } from './class-name.logic';

describe('deriveClassName', () => {
  it.each([
    ['CREATE TABLE order_items (id int)', 'OrderItems'],
    ['create table users (id int)', 'Users'],
    ['CREATE TABLE IF NOT EXISTS order_items (id int)', 'OrderItems'],
    ['CREATE TABLE `order_items` (id int)', 'OrderItems'],
    ['CREATE TABLE "order_items" (id int)', 'OrderItems'],
    ['CREATE TABLE [order_items] (id int)', 'OrderItems'],
    ['CREATE TABLE shop.order_items (id int)', 'OrderItems'],
    ['CREATE TABLE `shop`.`order_items` (id int)', 'OrderItems'],
    ['CREATE TABLE "public"."order_items" (id int)', 'OrderItems'],
    ['CREATE TABLE [dbo].[order_items] (id int)', 'OrderItems'],
    ['CREATE TABLE IF NOT EXISTS [db].[dbo].[order_items] (id int)', 'OrderItems'],
    ['CREATE TEMPORARY TABLE IF NOT EXISTS tmp_rows (id int)', 'TmpRows'],
    ['  CREATE\n  TABLE\n  Users(\n  id int)', 'Users'],
    ['CREATE TABLE "line items" (id int)', 'LineItems'],
    ['CREATE TABLE user__roles_ (id int)', 'UserRoles'],
    ['CREATE TABLE UserProfiles (id int)', 'UserProfiles'],
    ['-- no table here\nSELECT 1', null],
    ['', null],
  ])('%j -> %j', (sql, name) => {
    expect(deriveClassName(sql)).toBe(name);
  });

  it('reads the first table of several', () => {
    expect(tableNameOf('CREATE TABLE a_b (x int); CREATE TABLE c (y int);')).toBe('a_b');
  });

  it('always gives an identifier for any table name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,19}$/), (table) => {
        expect(deriveClassName(`CREATE TABLE ${table} (id int)`)).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      }),
    );
  });
});

describe('nextClassName (the spec rule: overwrite when empty or different)', () => {
  it.each([
    ['', 'CREATE TABLE order_items (id int)', 'OrderItems'],
    ['Custom', 'CREATE TABLE order_items (id int)', 'OrderItems'],
    ['OrderItems', 'CREATE TABLE order_items (id int)', 'OrderItems'],
    ['Custom', 'not sql yet', 'Custom'],
    ['', '', ''],
  ])('field %j with %j -> %j', (field, sql, next) => {
    expect(nextClassName(field, sql)).toBe(next);
  });
});
