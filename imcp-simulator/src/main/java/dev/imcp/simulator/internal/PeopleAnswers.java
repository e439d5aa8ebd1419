package dev.imcp.simulator.internal;

import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Contacts and Messages. */
final class PeopleAnswers {
  private PeopleAnswers() {}

  static ObjectNode me(Arguments arguments) {
    return Results.text(
        Results.rooted((ObjectNode) Json.sampleText("contacts_search").get(0)));
  }

  static ObjectNode search(Arguments arguments) {
    String name = arguments.string("name").orElse("").toLowerCase(Locale.ROOT);
    ArrayNode matches = Json.array();
    for (JsonNode person : Json.sampleText("contacts_search")) {
      String full = (person.path("givenName").asString("") + " "
              + person.path("familyName").asString(""))
          .toLowerCase(Locale.ROOT);
      if (full.contains(name)) {
        matches.add(person);
      }
    }
    return Results.text(matches);
  }

  static ObjectNode create(Arguments arguments) {
    return Results.text(Results.rooted(person(
        arguments, UUID.nameUUIDFromBytes(arguments.json().toString().getBytes()) + ":ABPerson")));
  }

  static ObjectNode update(Arguments arguments) {
    String identifier = arguments
        .string("identifier")
        .orElseThrow(() -> new ToolFailure("Error: Contact identifier is required"));
    JsonNode known = Json.sampleText("contacts_search").get(0);
    if (!identifier.equals(known.get("@id").asString())) {
      throw ToolFailure.nsError("CNErrorDomain", 200, "Updated Record Does Not Exist");
    }
    ObjectNode person = ((ObjectNode) known).deepCopy();
    person.setAll(person(arguments, identifier));
    return Results.text(Results.rooted(person));
  }

  private static ObjectNode person(Arguments arguments, String id) {
    ObjectNode person = Json.object().put("@id", id).put("@type", "Person");
    for (Map.Entry<String, String> field : Map.of(
            "givenName", "givenName", "familyName", "familyName", "jobTitle", "jobTitle")
        .entrySet()) {
      arguments.string(field.getKey()).ifPresent(value -> person.put(field.getValue(), value));
    }
    arguments
        .string("organizationName")
        .ifPresent(
            org -> person.putObject("worksFor").put("@type", "Organization").put("name", org));
    JsonNode emails = arguments.json().get("emailAddresses");
    if (emails != null && emails.isObject()) {
      ArrayNode list = person.putArray("email");
      emails.properties().forEach(entry -> list.add(entry.getValue().asString()));
    }
    JsonNode phones = arguments.json().get("phoneNumbers");
    if (phones != null && phones.isObject()) {
      ArrayNode list = person.putArray("telephone");
      phones.properties().forEach(entry -> list.add(entry.getValue().asString()));
    }
    return person;
  }

  /** Newest first; {@code limit} messages at most. */
  static ObjectNode messages(Arguments arguments) {
    ObjectNode conversation = (ObjectNode) Json.sampleText("messages_fetch");
    ArrayNode parts = (ArrayNode) conversation.get("hasPart");
    long limit = arguments.integer("limit").orElse(30L);
    while (parts.size() > limit) {
      parts.remove(parts.size() - 1);
    }
    return Results.text(conversation);
  }
}
